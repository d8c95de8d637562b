// The key pages at a 390 px wide phone: nothing wider than the screen, the mobile menu works.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { openPage, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('public pages fit a 390 px screen', async (t) => {
  const page = await openPage(t, browser, MOBILE);
  for (const route of [
    '/',
    '/login',
    '/register',
    '/register?role=creator',
    '/register?role=bedrijf',
    '/forgot-password',
    '/algemene-voorwaarden',
    '/privacy-policy',
  ]) {
    await page.goto(BASE_URL + route);
    await page.waitForLoadState('networkidle');
    assert.equal(await overflow(page), 0, `${route} scrolls sideways`);
    await screenshot(page, `mobile${route.replace(/[^a-z0-9]+/gi, '-')}`);
  }
});

test('signed-in pages fit and the mobile menu names the user', async (t) => {
  const page = await openPage(t, browser, MOBILE);
  await registerCreator(page, uniqueEmail('mobiel'), { firstName: 'Noor' });
  for (const route of ['/dashboard', '/profile']) {
    await page.goto(BASE_URL + route);
    await page.waitForLoadState('networkidle');
    assert.equal(await overflow(page), 0, `${route} scrolls sideways`);
    await screenshot(page, `mobile-signed-in${route.replace(/[^a-z0-9]+/gi, '-')}`);
  }
  await page.getByRole('button', { name: 'Menu openen' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
  await menu.getByText('Ingelogd als').waitFor();
  await menu.getByText('Noor', { exact: true }).waitFor();
  await screenshot(page, 'mobile-menu');
  await menu.getByRole('button', { name: 'Uitloggen' }).click();
  await page.waitForURL(`${BASE_URL}/`);
});
