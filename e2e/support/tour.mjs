/* eslint-disable no-console -- a command-line tool: its output is the point */
// Screenshot tour of every built page at 1280 and 390 px, signed out and signed in as each role:
//   E2E_BASE_URL=http://localhost:3000 node e2e/support/tour.mjs   → e2e/artifacts/tour-*.png
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot, uniqueEmail } from './browser.mjs';
import { registerCompany, registerCreator } from '../journeys/helpers.mjs';

const PUBLIC = [
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
];
const SIGNED_IN = ['/dashboard', '/profile'];

const browser = await launchBrowser();
try {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ]) {
    const page = await browser.newPage({ viewport, locale: 'nl-NL' });
    page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
    for (const route of PUBLIC) {
      await page.goto(BASE_URL + route);
      await page.waitForLoadState('networkidle');
      console.log(await screenshot(page, `tour-${label}-${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}`));
    }
    for (const [role, register] of [
      ['creator', registerCreator],
      ['bedrijf', registerCompany],
    ]) {
      const context = await browser.newContext({ viewport, locale: 'nl-NL' });
      const signedIn = await context.newPage();
      await register(signedIn, uniqueEmail(`tour-${role}`));
      for (const route of SIGNED_IN) {
        await signedIn.goto(BASE_URL + route);
        await signedIn.waitForLoadState('networkidle');
        console.log(await screenshot(signedIn, `tour-${label}-${role}-${route.slice(1)}`));
      }
      await context.close();
    }
    await page.close();
  }
} finally {
  await browser.close();
}
