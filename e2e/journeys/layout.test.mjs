// The layout check: every page, public and signed in for a company, a creator and support, at 390 px and 1280 px,
// is photographed (e2e/artifacts/layout-*) and fails on a page that scrolls sideways or on text that overflows its
// box. An element counts when its content is wider than its box while its overflow is visible: a box that scrolls
// or clips (overflow auto, scroll, hidden, clip) does so on purpose, like the visually hidden texts and the tab rows.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { TOKEN_KEY, callApi, hireOverApi, openPage } from './helpers.mjs';

let browser;
let hire;
let supportToken;
before(async () => {
  browser = await launchBrowser();
  supportToken = await supportSignIn();
  hire = await hireOverApi({
    label: 'layout',
    companyName: 'Bakkerij Jansen & Zonen Lekkernijen',
    title: 'Unboxing-video van onze ambachtelijke speculaasbrokken met extra roomboter',
    description: 'Laat zien hoe je de brokken uitpakt en proeft; eerlijk en in je eigen woorden, verticaal gefilmd.',
    contentType: 'video',
    motivation: 'Ik maak al jaren eerlijke food-reviews en film alles verticaal met goed licht.',
  });
});
after(() => browser?.close());

/** Support's demo account. The demo data is seeded just after the product starts, the accounts before the open
 *  assignments: once the demo assignments are listed, support's account is there. */
async function supportSignIn() {
  for (let attempt = 0; attempt < 120; attempt++) {
    const { pagination } = await callApi('GET', '/projects?status=open&limit=1');
    if (pagination.total > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return (await callApi('POST', '/auth/login', { email: 'support@clipwerk.nl', password: 'demo1234' })).token;
}

const PUBLIC_PAGES = () => [
  '/',
  '/projects',
  `/projects/${hire.projectId}`,
  '/creators',
  '/login',
  '/register',
  '/register?role=bedrijf',
  '/forgot-password',
  '/wat-is-ugc',
  '/ugc-prijzen',
  '/help',
  '/contact',
  '/algemene-voorwaarden',
  '/privacy-policy',
];
const SIGNED_IN_PAGES = {
  bedrijf: () => [
    '/dashboard',
    '/my-projects',
    '/projects/create',
    `/projects/${hire.projectId}/proposals`,
    `/project-workspace/${hire.projectId}`,
    '/messages',
    '/profile',
    '/profile?tab=facturen',
    '/analytics',
  ],
  creator: () => [
    '/dashboard',
    '/projects',
    '/my-active-projects',
    `/project-workspace/${hire.projectId}`,
    '/messages',
    '/profile',
    '/profile?tab=uitbetalingen',
    '/earnings',
    '/analytics',
  ],
  support: () => ['/support'],
};

/** What overflows on the page now: the page's own sideways scroll, and each box whose content sticks out of it. */
function overflowsOnPage() {
  /** Whether the nearest ancestor that scrolls or clips ends where the element's box ends: what sticks out is not seen. */
  function clippedByAncestor(element) {
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      return parent.getBoundingClientRect().right <= box.right + 1;
    }
    return false;
  }

  const viewport = document.documentElement.clientWidth;
  const found = [];
  if (document.documentElement.scrollWidth > viewport) {
    found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px on a ${viewport} px screen`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('svg') || element.clientWidth === 0) continue; // inline boxes and drawings have no width of their own
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const style = getComputedStyle(element);
    if (style.overflowX !== 'visible') continue; // scrolls or clips on purpose
    if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
    if (clippedByAncestor(element)) continue; // a carousel's track inside the window that clips it
    const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    found.push(`${name} (${element.scrollWidth} px in ${element.clientWidth} px): "${text}"`);
  }
  return found;
}

/** Opens a page, waits until it settled (no spinner, no placeholder), photographs it and answers what overflows. */
async function check(page, route, label) {
  await page.goto(BASE_URL + route);
  await page.waitForLoadState('networkidle');
  await page.locator('main h1, main h2').first().waitFor();
  await page
    .locator('.cw-spinner, [aria-busy="true"], .mk-skeleton-card')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  const name = `layout-${label}-${
    route
      .replace(hire.projectId, 'opdracht')
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .slice(0, 60) || 'home'
  }`;
  await screenshot(page, name);
  return (await page.evaluate(overflowsOnPage)).map((problem) => `${route}: ${problem}`);
}

async function signIn(page, token) {
  await page.goto(`${BASE_URL}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
}

for (const [width, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
]) {
  test(`public pages at ${width} px: nothing scrolls sideways or overflows its box`, async (t) => {
    // A locale that is not Dutch beside the Dutch ones: the screens stay Dutch and keep their layout.
    const page = await openPage(t, browser, viewport, { locale: width === '390' ? 'en-US' : 'nl-NL' });
    const problems = [];
    for (const route of PUBLIC_PAGES()) problems.push(...(await check(page, route, `${width}-public`)));
    assert.deepEqual(problems, []);
  });

  for (const role of ['bedrijf', 'creator', 'support']) {
    test(`signed-in pages of ${role} at ${width} px: nothing scrolls sideways or overflows its box`, async (t) => {
      const page = await openPage(t, browser, viewport);
      await signIn(page, { bedrijf: hire.companyToken, creator: hire.creatorToken, support: supportToken }[role]);
      const problems = [];
      for (const route of SIGNED_IN_PAGES[role]()) problems.push(...(await check(page, route, `${width}-${role}`)));
      assert.deepEqual(problems, []);
    });
  }
}
