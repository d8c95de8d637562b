// A dispute from opening to the final decision, as the three people meet it: the creator (an English browser) opens
// one from the werkruimte of an approved project whose final payment does not come, the company (Dutch) explains its
// side, support decides a split on /support, the company appeals, support decides again, and the creator's earnings
// show her part. The hire, delivery and approval go over the API. Screenshots at 1280 and 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, deliverAndApproveOverApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

/** Support's demo account (a real one is made with `npm run support:create`). */
async function loginAsSupport(page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mailadres').fill('support@clipwerk.nl');
  await page.getByLabel(/^Wachtwoord/).fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  // Support's dashboard is its desk.
  await page.waitForURL('**/support');
}

/** Support opens the dispute of this project on its desk and decides a split of €100 for the creator. */
async function decideSplit(page, title, note) {
  await page.goto(`${BASE_URL}/support`);
  const item = page.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button', { name: 'Openen' }).click();
  const form = page.getByRole('form', { name: 'Besluit' });
  await form.getByLabel('Uitkomst').selectOption('split');
  await form.getByLabel(/Bedrag voor de creator/).pressSequentially('100');
  await form.getByLabel('Toelichting voor beide partijen').pressSequentially(note);
  await form.getByRole('button', { name: 'Besluit vastleggen' }).click();
  // The decision shows in the dispute's summary once payments took it (the form is gone: nothing left to decide).
  await page.getByRole('region', { name: 'Besluit van support' }).getByText(note).waitFor();
}

async function disputeTab(page, workspace) {
  await page.goto(workspace);
  await page.getByRole('tab', { name: 'Geschil' }).click();
}

test('the creator opens a dispute, the company explains and appeals, support splits twice: the creator earns her part', async (t) => {
  const title = `Granola in de ochtend ${Date.now().toString(36).slice(-5)}`;
  const hired = await hireOverApi({
    label: 'geschil',
    companyName: 'Ontbijtmakers BV',
    title,
    description: 'Laat zien hoe je onze granola met yoghurt serveert, rustig en in daglicht.',
    contentType: 'beide',
    motivation: 'Ik film elke ochtend mijn ontbijt en laat eerlijk zien wat ik lekker vind.',
    bio: 'Ik maak korte video’s over ontbijt en lokale producten.',
  });
  const approved = await deliverAndApproveOverApi(hired, 'granola.png');
  assert.equal(approved.status, 'approved');
  const workspace = `${BASE_URL}/project-workspace/${hired.projectId}`;

  // The creator, in an English browser: the final payment does not come, she opens a dispute.
  const creator = await openPage(t, browser, undefined, { locale: 'en-US' });
  await login(creator, hired.creatorEmail);
  await disputeTab(creator, workspace);
  await creator.getByRole('button', { name: 'Geschil openen' }).click();
  await creator
    .getByLabel('Wat is het probleem?')
    .pressSequentially('De eindbetaling blijft uit, terwijl het werk is goedgekeurd.');
  await screenshot(creator, 'disputes-01-creator-opens');
  await creator.getByRole('button', { name: 'Geschil openen' }).click();
  const summary = creator.getByRole('region', { name: 'Geschil' });
  await summary.getByText('Open: toelichting en bewijs').waitFor();
  await creator.reload();
  await creator.getByRole('tab', { name: 'Geschil' }).click();
  await summary.getByText('De eindbetaling blijft uit, terwijl het werk is goedgekeurd.').waitFor();
  await screenshot(creator, 'disputes-02-creator-follows');

  // The company, in Dutch, explains its side.
  const company = await openPage(t, browser);
  await login(company, hired.companyEmail);
  await disputeTab(company, workspace);
  await company
    .getByLabel('Toelichting', { exact: true })
    .pressSequentially('Wij wachten nog op de tweede video uit de briefing.');
  await company.getByRole('button', { name: 'Toelichting toevoegen' }).click();
  await company
    .getByRole('list', { name: 'Toelichtingen' })
    .getByText('Wij wachten nog op de tweede video uit de briefing.')
    .waitFor();
  await screenshot(company, 'disputes-03-company-statement');

  // Support decides a split on its desk.
  const support = await openPage(t, browser);
  await loginAsSupport(support);
  await decideSplit(support, title, 'Deels geleverd: € 100 van de aanbetaling voor de creator.');
  await screenshot(support, 'disputes-04-support-decides');

  // The company appeals within the window.
  await disputeTab(company, workspace);
  await company.getByText('Besluit genomen: beroep mogelijk').waitFor();
  await company
    .getByLabel('Waarom moet support opnieuw kijken?')
    .pressSequentially('De tweede video is nooit geleverd; wij vragen alles terug.');
  await company.getByRole('button', { name: 'In beroep gaan' }).click();
  await company.getByText('In beroep', { exact: true }).waitFor();
  await screenshot(company, 'disputes-05-company-appeals');

  // Support decides again: final, the money moves at once.
  await decideSplit(support, title, 'Na beroep: het besluit blijft staan.');
  await disputeTab(creator, workspace);
  await summary.getByText('Definitief besluit').waitFor();
  await screenshot(creator, 'disputes-06-final');

  // The creator's earnings: her €100 part (a new company has the launch offer: no fee on it).
  await creator.goto(`${BASE_URL}/earnings`);
  await creator
    .getByText('Totaal verdiend')
    .locator('..')
    .getByText(/100,00/)
    .waitFor();
  await screenshot(creator, 'disputes-07-creator-earnings');

  // The same screens on a phone.
  const phone = await openPage(t, browser, MOBILE);
  await loginAsSupport(phone);
  await phone.goto(`${BASE_URL}/support`);
  await phone.getByRole('heading', { name: 'Geschillen', exact: true }).waitFor();
  await screenshot(phone, 'disputes-08-support-desk-390');
  const creatorPhone = await openPage(t, browser, MOBILE, { locale: 'en-US' });
  await login(creatorPhone, hired.creatorEmail);
  await disputeTab(creatorPhone, workspace);
  await creatorPhone.getByText('Definitief besluit').waitFor();
  await screenshot(creatorPhone, 'disputes-09-dispute-390');

  const { data } = await callApi('GET', `/disputes?projectId=${hired.projectId}`, undefined, hired.companyToken);
  assert.equal(data.disputes[0].status, 'closed');
  assert.equal(data.disputes[0].decision.creatorAmount, 100);
});
