// When someone goes silent or disagrees, as the three people meet it. The company (Dutch, on a phone) never reviews
// the delivery: her review window counts down for both parties and the delivery is approved for her. She does not
// pay either; once the final payment is overdue the creator (an English browser, desktop) opens a dispute from the
// werkruimte, both explain their side, support (a third context) reads the evidence on /support and decides a split,
// the company appeals, support decides again, and the ledger, the invoices and the creator's earnings show the split.
// The hire, the delivery and one chat message go over the API. Needs a server with short windows: scripts/e2e.sh
// starts one with REVIEW_WINDOW_MINUTES=2 and FINAL_PAYMENT_DUE_MINUTES=1; against longer ones the journey skips.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, deliverOverApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const LONGEST_WAIT_MS = 3 * 60_000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForStatus(projectId, token, status, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { project } = await callApi('GET', `/projects/${projectId}`, undefined, token);
    if (project.status === status) return project;
    if (Date.now() > until) assert.fail(`project still ${project.status} after ${timeoutMs} ms`);
    await pause(1000);
  }
}

/** Support's demo account (a real one is made with `npm run support:create`); its dashboard is the desk. */
async function loginAsSupport(page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mailadres').fill('support@clipwerk.nl');
  await page.getByLabel(/^Wachtwoord/).fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL('**/support');
}

/** Support opens this project's dispute on its desk and decides a split of €100 for the creator. */
async function decideSplit(page, title, note) {
  await page.goto(`${BASE_URL}/support`);
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Openen' }).click();
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

test('a silent company: approved automatically, the overdue final payment disputed, split by support twice', async (t) => {
  const title = `Granola in de ochtend ${Date.now().toString(36).slice(-5)}`;
  const hire = await hireOverApi({
    label: 'stilte',
    companyName: 'Ontbijtmakers BV',
    title,
    description: 'Laat zien hoe je onze granola serveert bij het ontbijt, met yoghurt en vers fruit, in daglicht.',
    contentType: 'foto',
    motivation: 'Ik fotografeer elke ochtend mijn ontbijt en weet hoe je granola knapperig in beeld brengt.',
    bio: 'Ik maak lichte foodfoto’s voor ontbijtmerken.',
  });
  const workspace = `${BASE_URL}/project-workspace/${hire.projectId}`;

  const creator = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  const company = await openPage(t, browser, MOBILE);
  await login(creator, hire.creatorEmail);
  await login(company, hire.companyEmail);

  // --- Before the delivery: the creator sees the delivery date her proposal promised ---
  await creator.goto(workspace);
  const creatorStep = creator.getByRole('region', { name: 'Volgende stap' });
  await creatorStep.getByText('Lever je content op vóór de opleverdatum.').waitFor();
  assert.match(await creatorStep.getByRole('timer').innerText(), /^Opleverdatum: \d{1,2} [a-z]+ \(nog 5 dagen\)$/);

  // --- She hands in (over the API) and writes in the chat; the company's review window counts down ---
  await deliverOverApi(hire, 'granola-ontbijt.png');
  await callApi(
    'POST',
    `/conversations/project/${hire.projectId}/message`,
    { message: 'De foto’s staan klaar in de werkruimte.' },
    hire.creatorToken,
  );
  const delivered = (await callApi('GET', `/projects/${hire.projectId}`, undefined, hire.companyToken)).project;
  const windowMs = Date.parse(delivered.deadlines.reviewDueAt) - Date.now();
  if (windowMs > LONGEST_WAIT_MS) {
    t.skip(`the server's review window is ${Math.round(windowMs / 60_000)} minutes; run it with REVIEW_WINDOW_MINUTES=2`);
    return;
  }
  await company.goto(workspace);
  const companyStep = company.getByRole('region', { name: 'Volgende stap' });
  await companyStep.getByText('Beoordeel de oplevering: keur goed of vraag een revisie.').waitFor();
  const timer = companyStep.getByRole('timer');
  const first = await timer.innerText();
  assert.match(first, /^Nog \d+ (minuut|minuten|seconden) om te beoordelen$/);
  await screenshot(company, 'silence-01-company-countdown-390');
  // The countdown advances while the page is open (the window runs meanwhile anyway).
  await company.waitForFunction((shown) => document.querySelector('[role="timer"]')?.textContent !== shown, first, {
    timeout: 65_000,
  });
  assert.match(await timer.innerText(), /^Nog \d+ (minuut|minuten|seconden) om te beoordelen$/);

  // A reload in the middle keeps the countdown: it comes from the deadline projects sent.
  await creator.reload();
  await creatorStep.getByText('Het bedrijf beoordeelt je oplevering.').waitFor();
  assert.match(await creatorStep.getByRole('timer').innerText(), /om te beoordelen$/);

  // --- The company does nothing; after the window the delivery is approved for her ---
  const approved = await waitForStatus(hire.projectId, hire.creatorToken, 'approved', windowMs + 60_000);
  assert.match(approved.approvalReason, /^Automatisch goedgekeurd na \d+ (minuut|minuten|dagen|dag) zonder reactie$/);
  // Her open page asks for the project again once the deadline passed: the final payment is next, with its due date.
  await companyStep.getByText('Betaal de eindbetaling om de content vrij te geven.').waitFor({ timeout: 20_000 });
  assert.match(
    await companyStep.getByRole('timer').innerText(),
    /^Eindbetaling verschuldigd over \d+ (dag|dagen|uur|minuut|minuten|seconden)$/,
  );
  await company.getByRole('tab', { name: 'Tijdlijn' }).click();
  await company.getByRole('list', { name: 'Tijdlijn' }).getByText(approved.approvalReason).waitFor();
  await screenshot(company, 'silence-02-company-auto-approved-390');

  // --- She does not pay either: once the final payment is overdue the creator opens a dispute ---
  const dueMs = Date.parse(approved.deadlines.finalPaymentDueAt) - Date.now();
  if (dueMs > LONGEST_WAIT_MS) {
    t.skip(`the final payment is due in ${Math.round(dueMs / 60_000)} minutes; run with FINAL_PAYMENT_DUE_MINUTES=1`);
    return;
  }
  await pause(Math.max(0, dueMs) + 2_000);
  await disputeTab(creator, workspace);
  await creator.getByRole('button', { name: 'Geschil openen' }).click();
  await creator
    .getByLabel('Wat is het probleem?')
    .pressSequentially('De eindbetaling blijft uit, terwijl de oplevering is goedgekeurd.');
  await creator.getByRole('button', { name: 'Geschil openen' }).click();
  const creatorDispute = creator.getByRole('region', { name: 'Geschil' });
  await creatorDispute.getByText('Open: toelichting en bewijs').waitFor();
  await creator
    .getByLabel('Toelichting', { exact: true })
    .pressSequentially('Alle foto’s staan sinds de oplevering in de werkruimte; niemand reageerde.');
  await creator.getByRole('button', { name: 'Toelichting toevoegen' }).click();
  // Reload in the middle: the dispute and her statement come back from payments.
  await creator.reload();
  await creator.getByRole('tab', { name: 'Geschil' }).click();
  await creator
    .getByRole('list', { name: 'Toelichtingen' })
    .getByText('Alle foto’s staan sinds de oplevering in de werkruimte; niemand reageerde.')
    .waitFor();
  await screenshot(creator, 'silence-03-dispute-tab-1280');

  // The company, in Dutch on her phone, explains its side.
  await disputeTab(company, workspace);
  await company
    .getByLabel('Toelichting', { exact: true })
    .pressSequentially('Wij wachten nog op de tweede foto uit de briefing.');
  await company.getByRole('button', { name: 'Toelichting toevoegen' }).click();
  await company
    .getByRole('list', { name: 'Toelichtingen' })
    .getByText('Wij wachten nog op de tweede foto uit de briefing.')
    .waitFor();
  await screenshot(company, 'silence-04-dispute-tab-390');

  // --- Support reads the evidence on its desk: the brief, the delivered file, the conversation ---
  const support = await openPage(t, browser, DESKTOP);
  await loginAsSupport(support);
  await support.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Openen' }).click();
  await support.getByText('Laat zien hoe je onze granola serveert bij het ontbijt').waitFor();
  await support.getByRole('list', { name: 'Gesprek' }).getByText('De foto’s staan klaar in de werkruimte.').waitFor();
  const file = support.getByRole('list', { name: 'Opleveringen' }).getByRole('link', { name: 'granola-ontbijt.png' });
  const opened = await support.request.get(new URL(await file.getAttribute('href'), BASE_URL).href);
  assert.equal(opened.status(), 200);
  assert.equal(opened.headers()['content-type'], 'image/png');
  await screenshot(support, 'silence-05-support-desk-1280');
  await decideSplit(support, title, 'Deels geleverd: € 100 van de aanbetaling voor de creator.');

  // --- The company appeals within the window; support decides again, final at once ---
  await disputeTab(company, workspace);
  await company.getByText('Besluit genomen: beroep mogelijk').waitFor();
  await company
    .getByLabel('Waarom moet support opnieuw kijken?')
    .pressSequentially('De tweede foto is nooit geleverd; wij vragen alles terug.');
  await company.getByRole('button', { name: 'In beroep gaan' }).click();
  await company.getByText('In beroep', { exact: true }).waitFor();
  await decideSplit(support, title, 'Na beroep: het besluit blijft staan.');
  await support.setViewportSize(MOBILE);
  await screenshot(support, 'silence-06-support-desk-390');

  await disputeTab(creator, workspace);
  await creatorDispute.getByText('Definitief besluit').waitFor();
  await screenshot(creator, 'silence-07-dispute-final-1280');

  // --- The split everywhere: the dispute, the ledger, the invoices, the creator's earnings ---
  const { data } = await callApi('GET', `/disputes?projectId=${hire.projectId}`, undefined, hire.companyToken);
  assert.equal(data.disputes[0].status, 'closed');
  assert.deepEqual(
    data.disputes[0].decision && { outcome: data.disputes[0].decision.outcome, amount: data.disputes[0].decision.creatorAmount },
    { outcome: 'split', amount: 100 },
  );
  const history = (await callApi('GET', `/payments/projects/${hire.projectId}/history`, undefined, hire.companyToken)).data;
  // What was paid is the deposit: €100 of it settles the project for the creator, the rest goes back to the company.
  const deposit = history.payments.find((payment) => payment.type === 'deposit').amount;
  assert.deepEqual(
    history.movements.map((movement) => [movement.type, movement.amount]),
    [
      ['deposit', deposit],
      ['excess_refund', deposit - 100],
      ['settlement', 100],
    ],
  );
  await company.goto(workspace);
  await company.getByRole('tab', { name: 'Betaling' }).click();
  const ledger = company.getByRole('list', { name: 'Betaalgeschiedenis' });
  const refunded = (deposit - 100).toFixed(2).replace('.', ',');
  await ledger.getByText(new RegExp(`^Teveel betaalde aanbetaling teruggestort · €\\s${refunded}`)).waitFor();
  await ledger.getByText(/^Afgerekend: platformkosten en aandeel creator · €\s100,00/).waitFor();
  await screenshot(company, 'silence-08-company-ledger-390');

  const companyInvoices = (await callApi('GET', '/payments/invoices', undefined, hire.companyToken)).data.invoices;
  assert.ok(companyInvoices.some((invoice) => invoice.kind === 'deposit' && invoice.amount === deposit));
  const invoices = (await callApi('GET', '/payments/invoices', undefined, hire.creatorToken)).data.invoices;
  assert.deepEqual(
    invoices.map((invoice) => [invoice.kind, invoice.amount]),
    [['payout_statement', 100]],
  );
  await creator.goto(`${BASE_URL}/earnings`);
  await creator
    .getByText('Totaal verdiend')
    .locator('..')
    .getByText(/100,00/)
    .waitFor();
  await creator.getByRole('tab', { name: 'Facturen' }).click();
  await creator.getByText(invoices[0].number).waitFor();
  await screenshot(creator, 'silence-09-creator-earnings-1280');
});
