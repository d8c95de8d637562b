// axe-core on every page built so far: no serious or critical violations.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { BASE_URL, launchBrowser, uniqueEmail } from '../support/browser.mjs';
import { openPage, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/register?role=creator',
  '/register?role=bedrijf',
  '/forgot-password',
  '/reset-password?token=x',
  '/algemene-voorwaarden',
  '/privacy-policy',
  '/projects',
  '/creators',
  '/wat-is-ugc',
  '/help',
  '/contact',
];

async function assertAccessible(page, label) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${label} has serious accessibility problems`,
  );
}

test('public pages', async (t) => {
  const page = await openPage(t, browser);
  for (const route of PUBLIC_PAGES) {
    await page.goto(BASE_URL + route);
    await assertAccessible(page, route);
  }
});

test('signed-in pages, every profile tab and the portfolio dialog', async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('axe'));
  await assertAccessible(page, '/dashboard');
  await page.goto(`${BASE_URL}/profile`);
  for (const tab of ['Profiel', 'Portfolio', 'Uitbetalingen', 'Statistieken']) {
    await page.getByRole('tab', { name: tab }).click();
    await assertAccessible(page, `/profile (${tab})`);
  }
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await page.getByRole('button', { name: '+ Nieuw item' }).click();
  await assertAccessible(page, 'portfolio dialog');
});

test("a creator's own pages: analytics, earnings, messages and her active assignments", async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('axe-pages'));
  const pages = [
    ['/analytics', 'Analytics'],
    ['/earnings', 'Inkomsten'],
    ['/messages', 'Berichten'],
    ['/my-active-projects', 'Mijn actieve opdrachten'],
  ];
  for (const [route, title] of pages) {
    await page.goto(BASE_URL + route);
    // The route's own screen, not the shell's fallback, is what gets checked.
    await page.waitForFunction((expected) => document.title.includes(expected), title);
    await assertAccessible(page, route);
  }
});
