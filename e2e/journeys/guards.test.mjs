// Route guards, and a 401 that sends the user to /login.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, uniqueEmail } from '../support/browser.mjs';
import { TOKEN_KEY, openPage, registerCompany, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const pathOf = (page) => new URL(page.url()).pathname;

test('visitors are sent to /login from signed-in pages', async (t) => {
  const page = await openPage(t, browser);
  for (const route of ['/dashboard', '/profile', '/my-projects']) {
    await page.goto(BASE_URL + route);
    await page.waitForURL('**/login');
  }
  await page.goto(`${BASE_URL}/nergens-te-vinden`);
  await page.waitForURL(`${BASE_URL}/`);
});

test('a role that is not allowed goes to /dashboard; signed-in users skip /login', async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('rol'));
  await page.goto(`${BASE_URL}/projects/create`);
  await page.waitForURL('**/dashboard');
  await page.goto(`${BASE_URL}/login`);
  await page.waitForURL('**/dashboard');
  await page.goto(`${BASE_URL}/earnings`);
  await page.getByRole('heading', { level: 1, name: 'Inkomsten' }).waitFor();
  assert.equal(pathOf(page), '/earnings');
});

test('companies cannot open creator pages', async (t) => {
  const page = await openPage(t, browser);
  await registerCompany(page, uniqueEmail('rol-bedrijf'));
  await page.goto(`${BASE_URL}/my-active-projects`);
  await page.waitForURL('**/dashboard');
});

test('a call answered with 401 clears the token and sends the user to /login', async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('verlopen'));
  await page.goto(`${BASE_URL}/profile`);
  // Every call of the page's first load is answered before the token breaks.
  await page.waitForLoadState('networkidle');
  // The page keeps its signed-in state; the next API call carries the broken token and meets the 401.
  await page.evaluate((key) => localStorage.setItem(key, 'kapot-token'), TOKEN_KEY);
  await page.getByRole('tab', { name: 'Statistieken' }).click();
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), null);
});

test('a corrupted stored token means signed out at start', async (t) => {
  const page = await openPage(t, browser);
  await page.goto(`${BASE_URL}/`);
  await page.evaluate((key) => localStorage.setItem(key, 'kapot-token'), TOKEN_KEY);
  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), null);
});
