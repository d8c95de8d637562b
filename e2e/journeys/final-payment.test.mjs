// The final payment in the browser: the company of an approved project sees 'Eindbetaling vereist' in its
// workspace, opens the final payment page, confirms and pays through the simulated iDEAL page, sees 'Betaling
// Voltooid' and downloads the file under its original name; the creator sees the project completed and her share as
// payments settled it. The hire and the delivery go over the API (the marketplace and delivery journeys do them in
// the browser). Screenshots at every step.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BASE_URL, launchBrowser, screenshot } from '../support/browser.mjs';
import { TINY_PNG, callApi, deliverAndApproveOverApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const call = callApi;

/** How the screens write an amount (nl-NL euros); the amount itself is the server's. */
const euro = (amount) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');
const text = (value) => value.replace(/\s/g, ' ');

/** A company and a creator, an assignment the creator was hired on, one delivered photo, approved by the company. */
async function approvedAssignment(title, fileName) {
  const hired = await hireOverApi({
    label: 'finale',
    companyName: 'Zuivelhoeve De Weide',
    title,
    description: 'Laat zien hoe je onze nieuwe yoghurt met vers fruit serveert, in een lichte ochtendsfeer.',
    contentType: 'beide',
    motivation: 'Ik ontbijt elke dag met yoghurt en fruit en film dat graag: rustig, licht en met echte smaak.',
    bio: 'Ik maak korte, eerlijke video’s over ontbijt en lokale producten.',
  });
  const project = { id: hired.projectId };
  const company = { token: hired.companyToken };
  const creator = { token: hired.creatorToken };
  const { companyEmail, creatorEmail } = hired;
  // An agreed change of the contract amount, to a figure with cents: the screens must show payments' figures.
  await call('POST', `/payments/projects/${project.id}/propose-amount`, { amount: 241.37 }, creator.token);
  await call('POST', `/payments/projects/${project.id}/confirm-amount`, { amount: 241.37 }, company.token);

  const approved = await deliverAndApproveOverApi(hired, fileName);
  assert.equal(approved.status, 'approved');
  return { projectId: project.id, companyEmail, creatorEmail, companyToken: company.token };
}

test('approved to completed: the company pays the final half with iDEAL, downloads, the creator sees her share', async (t) => {
  const title = `Yoghurt in de ochtend ${Date.now().toString(36).slice(-5)}`;
  const fileName = 'ontbijt-met-yoghurt.png';
  const { projectId, companyEmail, creatorEmail, companyToken } = await approvedAssignment(title, fileName);
  const before = (await call('GET', `/payments/projects/${projectId}/status`, undefined, companyToken)).data;
  const workspace = `${BASE_URL}/project-workspace/${projectId}`;

  const company = await openPage(t, browser);
  await login(company, companyEmail);
  await company.goto(workspace);
  const banner = company.getByRole('region', { name: 'Eindbetaling vereist' });
  await banner.waitFor();
  await screenshot(company, 'final-payment-01-workspace-banner');
  await banner.getByRole('link', { name: 'Nu betalen' }).click();

  await company.waitForURL(`**/project/${projectId}/approve-payment`);
  await company.getByRole('heading', { name: 'Eindbetaling vereist' }).waitFor();
  const figures = company.getByLabel('Bedragen');
  assert.match(text(await figures.innerText()), new RegExp(`Eindbetaling\\s+${euro(before.finalAmount)}`));
  assert.match(text(await figures.innerText()), new RegExp(`Contractbedrag\\s+${euro(before.contractAmount)}`));
  await screenshot(company, 'final-payment-02-approve-payment');
  await company.getByRole('button', { name: 'Betaal met iDEAL' }).click();
  const confirm = company.getByRole('dialog');
  assert.equal(
    text(await confirm.getByText(/Weet je zeker/).innerText()),
    `Weet je zeker dat je de eindbetaling van ${euro(before.finalAmount)} wilt voltooien? Hierna wordt alle content vrijgegeven voor download.`,
  );
  await screenshot(company, 'final-payment-03-confirm');
  await confirm.getByRole('button', { name: 'Ja, betalen' }).click();

  await company.waitForURL('**/payment-simulator?**kind=final');
  // The address changes before the lazy screen replaces the old one: wait for the simulator's own heading.
  await company.getByRole('heading', { name: 'Testbetaling' }).waitFor();
  await company.getByText('Eindbetaling', { exact: true }).waitFor();
  await screenshot(company, 'final-payment-04-simulated-ideal');
  await company.getByRole('button', { name: 'Betalen' }).click();

  await company.waitForURL('**/payment-success?**kind=final');
  await company.getByRole('heading', { name: 'Betaling voltooid' }).waitFor();
  await company.getByText('Content ontgrendeld').waitFor();
  await screenshot(company, 'final-payment-05-success');
  await company.getByRole('link', { name: 'Naar de werkruimte' }).click();

  await company.waitForURL(`**/project-workspace/${projectId}`);
  await company.getByRole('region', { name: 'Betaling voltooid' }).waitFor();
  await company.getByRole('tab', { name: 'Bestanden' }).click();
  const downloading = company.waitForEvent('download');
  await company.getByRole('button', { name: `Download ${fileName}` }).click();
  const download = await downloading;
  assert.equal(download.suggestedFilename(), fileName);
  assert.deepEqual(readFileSync(await download.path()), TINY_PNG);
  await screenshot(company, 'final-payment-06-workspace-unlocked');

  const settled = (await call('GET', `/payments/projects/${projectId}/status`, undefined, companyToken)).data;
  assert.equal(settled.finalPaymentCompleted, true);
  const creator = await openPage(t, browser);
  await login(creator, creatorEmail);
  await creator.goto(`${BASE_URL}/my-active-projects`);
  const card = creator.getByRole('article', { name: title });
  await card.getByText('Voltooid', { exact: true }).first().waitFor();
  const stats = text(await creator.getByRole('region', { name: 'Statistieken' }).innerText());
  assert.match(stats, /Voltooid\s+1/);
  assert.match(stats, new RegExp(`Totaal verdiend\\s+${euro(settled.fee.creatorAmount)}`));
  await screenshot(creator, 'final-payment-07-creator-completed');
  await creator.goto(workspace);
  await creator.getByRole('tab', { name: 'Betaling' }).click();
  const share = creator.getByLabel('Bedragen');
  await share.waitFor();
  assert.match(text(await share.innerText()), new RegExp(`Jouw aandeel\\s+${euro(settled.fee.creatorAmount)}`, 'i'));
  assert.match(text(await share.innerText()), /Eindbetaling\s+€ [\d.,]+\s+Betaald op/i);
  await creator
    .getByRole('list', { name: 'Betaalgeschiedenis' })
    .getByText(/Eindbetaling ontvangen/)
    .waitFor();
  await screenshot(creator, 'final-payment-08-creator-share');

  // After completion they rate each other; neither sees the other's rating before giving her own.
  await company.getByRole('tab', { name: 'Overzicht' }).click();
  const companyRating = company.getByRole('region', { name: 'Beoordeling' });
  await companyRating.getByLabel('4 sterren').check();
  await companyRating.getByLabel('Toelichting').fill('Mooie foto, precies op tijd geleverd.');
  await companyRating.getByRole('button', { name: 'Beoordeling plaatsen' }).click();
  await companyRating.getByText(/Je ziet de beoordeling van .+ zodra die er ook een gaf/).waitFor();
  await screenshot(company, 'final-payment-09-company-rated');
  await creator.getByRole('tab', { name: 'Overzicht' }).click();
  const creatorRating = creator.getByRole('region', { name: 'Beoordeling' });
  assert.equal(await creatorRating.getByText('Mooie foto, precies op tijd geleverd.').count(), 0);
  await creatorRating.getByLabel('5 sterren').check();
  await creatorRating.getByLabel('Toelichting').fill('Duidelijke briefing en snel betaald.');
  await creatorRating.getByRole('button', { name: 'Beoordeling plaatsen' }).click();
  await creatorRating.getByText('Mooie foto, precies op tijd geleverd.').waitFor();
  await creatorRating.getByRole('img', { name: '4 sterren' }).waitFor();
  await screenshot(creator, 'final-payment-10-ratings-published');
});
