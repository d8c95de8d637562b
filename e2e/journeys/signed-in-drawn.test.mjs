// A signed-in page arrives drawn with its user's data: a company signs in, and her workspace and inbox read before
// any script has run (here: with scripts off). With scripts on, the drawn page is taken over without a hydration
// error, and works: tabs switch, a message is sent. Signed out, the same address is no longer drawn for her.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

/** The same browser's cookies in a context that runs no script: what the page is before any script has run. */
async function withoutScripts(t, page) {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  t.after(() => context.close());
  return context.newPage();
}

test('a signed-in page reads before its scripts run, and works once they have', async (t) => {
  const hired = await hireOverApi({
    label: 'drawn',
    companyName: 'Brouwerij Vooraf',
    title: 'Proeverij in de brouwerij',
    description: 'Film een proeverij van ons nieuwe seizoensbier, van tap tot eerste slok.',
    contentType: 'video',
    motivation: 'Ik film graag in brouwerijen en ken het licht daar goed.',
    bio: 'Creator voor eten en drinken.',
  });
  await callApi(
    'POST',
    `/conversations/project/${hired.projectId}/message`,
    { message: 'Zaterdag om tien uur?' },
    hired.creatorToken,
  );

  const page = await openPage(t, browser);
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await login(page, hired.companyEmail);

  const still = await withoutScripts(t, page);
  await still.goto(`${BASE_URL}/project-workspace/${hired.projectId}`);
  await still.getByRole('heading', { level: 1, name: 'Proeverij in de brouwerij' }).waitFor();
  assert.equal(await still.getByText('Film een proeverij van ons nieuwe seizoensbier').count(), 1);
  assert.equal(await still.title(), 'Werkruimte - Clipwerk');
  await still.goto(`${BASE_URL}/messages`);
  await still.getByRole('button', { name: /Noor Bakker/ }).waitFor();
  assert.equal(await still.getByText('Zaterdag om tien uur?').count(), 1);
  await screenshot(still, 'drawn-signed-in-inbox-without-scripts');

  await page.goto(`${BASE_URL}/project-workspace/${hired.projectId}`);
  await page.locator('.cw-drawn-screen').waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Tijdlijn' }).click();
  // The open tab lives in the address; React draws it selected on its next render, which a busy machine delays.
  await page.getByRole('tab', { name: 'Tijdlijn', selected: true }).waitFor();
  await screenshot(page, 'drawn-signed-in-workspace');

  await page.goto(`${BASE_URL}/messages`);
  await page.locator('.cw-drawn-screen').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /Noor Bakker/ }).click();
  await page.getByLabel('Bericht', { exact: true }).fill('Zaterdag is goed, tot dan!');
  await page.keyboard.press('Enter');
  await page.getByRole('list', { name: 'Berichten' }).getByText('Zaterdag is goed, tot dan!').waitFor();
  assert.deepEqual(
    problems.filter((text) => /hydrat|did not match/i.test(text)),
    [],
    'React took the drawn pages over without a mismatch',
  );

  await page.getByRole('button', { name: /Mila de Wit/ }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  const signedOut = await withoutScripts(t, page);
  await signedOut.goto(`${BASE_URL}/messages`);
  assert.equal(await signedOut.getByText('Zaterdag om tien uur?').count(), 0, 'signed out, her inbox is not drawn');
});
