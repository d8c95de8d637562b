// Route guards, and a 401 that sends the user to /login.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import {
  TOKEN_KEY,
  fundOverApi,
  hireOverApi,
  login,
  openPage,
  registerCompany,
  registerCreator,
  registerCreatorOverApi,
} from './helpers.mjs';

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

test('an assignment page she may not open says so in Dutch, names the assignment only when she may know it, and her role', async (t) => {
  const open = await fundOverApi({
    label: 'toegang-open',
    companyName: 'Kaashandel Noord',
    title: 'Proeverij van onze oude Goudse kaas',
    description: 'Laat zien hoe je de kaas snijdt en proeft, eerlijk en in je eigen woorden.',
    contentType: 'video',
  });
  const hired = await hireOverApi({
    label: 'toegang-bezet',
    companyName: 'Geheime Brouwerij',
    title: 'Onaangekondigd seizoensbier',
    description: 'Een bier dat nog niemand mag kennen; de gekozen creator proeft het als eerste.',
    contentType: 'video',
    motivation: 'Ik maak al jaren eerlijke reviews van speciaalbier.',
  });
  const outsider = uniqueEmail('buitenstaander');
  await registerCreatorOverApi(outsider);

  // A Dutch creator on a phone: the workspace of a published assignment names its public title.
  const page = await openPage(t, browser, MOBILE);
  await login(page, outsider);
  await page.goto(`${BASE_URL}/project-workspace/${open.projectId}`);
  await page.getByRole('heading', { level: 1, name: 'Geen toegang tot “Proeverij van onze oude Goudse kaas”' }).waitFor();
  await page.getByText('Je bent ingelogd als creator (Noor).').waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /Proeverij van onze oude Goudse kaas/ }).waitFor();
  await screenshot(page, 'guards-no-access-390');
  await page.getByRole('link', { name: 'Bekijk de opdracht' }).click();
  await page.waitForURL(`**/projects/${open.projectId}`);

  // The company's proposals page of that assignment: her role may not open it.
  await page.goto(`${BASE_URL}/projects/${open.projectId}/proposals`);
  await page.getByRole('heading', { level: 1, name: 'Geen toegang tot “Proeverij van onze oude Goudse kaas”' }).waitFor();
  assert.equal(pathOf(page), `/projects/${open.projectId}/proposals`);

  // In en-US: an assignment already given to another creator is not hers to know; no title, still her role.
  const english = await openPage(t, browser, undefined, { locale: 'en-US' });
  await login(english, outsider);
  await english.goto(`${BASE_URL}/project-workspace/${hired.projectId}`);
  await english.getByRole('heading', { level: 1, name: 'Geen toegang tot deze opdracht' }).waitFor();
  await english.getByText('Je bent ingelogd als creator (Noor).').waitFor();
  assert.equal(await english.getByText('Onaangekondigd seizoensbier').count(), 0);
  await english.getByRole('link', { name: 'Naar mijn opdrachten' }).click();
  await english.waitForURL('**/my-active-projects');
});
