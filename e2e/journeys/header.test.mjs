// The public header: the landing page's sections as anchor links and the 'Kennisbank' dropdown, used with the
// keyboard on a wide screen (Dutch) and through the menu on a phone (en-US).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const inView = (page, id) =>
  page.waitForFunction((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return Boolean(box) && box.top < window.innerHeight && box.bottom > 0;
  }, id);

test('on a wide screen: the anchors lead to the sections, the Kennisbank opens and closes with the keyboard', async (t) => {
  const page = await openPage(t, browser);
  await page.goto(`${BASE_URL}/projects`);
  await page.waitForLoadState('networkidle');
  const header = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await header.getByRole('link', { name: 'Prijzen' }).click();
  await page.waitForURL(`${BASE_URL}/#prijzen`);
  await inView(page, 'prijzen');
  await header.getByRole('link', { name: 'Hoe het werkt' }).click();
  await inView(page, 'hoe-werkt-het');

  const button = header.getByRole('button', { name: 'Kennisbank' });
  await button.focus();
  await page.keyboard.press('Enter');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  await header.getByRole('link', { name: 'Wat is UGC?' }).waitFor();
  await screenshot(page, 'header-kennisbank-1280');
  await page.keyboard.press('Escape');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Kennisbank ▾');

  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Wat is UGC?');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'UGC-voorbeelden');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/ugc-voorbeelden');
  await page.getByRole('heading', { level: 1, name: /UGC-voorbeelden/i }).waitFor();
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
});

test('on a phone: the menu holds the anchors and the Kennisbank', async (t) => {
  const page = await openPage(t, browser, MOBILE, { locale: 'en-US' });
  await page.goto(`${BASE_URL}/creators`);
  await page.waitForLoadState('networkidle'); // the drawn page's menu opens once the page is live
  await page.getByRole('button', { name: 'Menu openen' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
  await menu.getByRole('link', { name: 'Voor creators' }).click();
  await page.waitForURL(`${BASE_URL}/#voor-creators`);
  await inView(page, 'voor-creators');

  await page.getByRole('button', { name: 'Menu openen' }).click();
  await menu.getByRole('button', { name: 'Kennisbank' }).click();
  await menu.getByRole('link', { name: 'UGC-prijzen' }).waitFor();
  await screenshot(page, 'header-menu-390');
  await menu.getByRole('link', { name: 'UGC-prijzen' }).click();
  await page.waitForURL('**/ugc-prijzen');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
});
