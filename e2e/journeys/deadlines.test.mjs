// A company that never reviews a delivery: the workspace counts down her review window for both parties, and when
// it ends the delivery is approved for her. Company (nl-NL, desktop) and creator (en-US, phone) in two contexts;
// the hire and the delivery go over the API. Needs a server whose review window is short: scripts/e2e.sh starts one
// with REVIEW_WINDOW_MINUTES=2 and DEADLINE_INTERVAL_MS=1000; against a longer window the journey says so and skips.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, deliverOverApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const LONGEST_WINDOW_MS = 3 * 60_000;

async function waitForStatus(projectId, token, status, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { project } = await callApi('GET', `/projects/${projectId}`, undefined, token);
    if (project.status === status) return project;
    if (Date.now() > until) assert.fail(`project still ${project.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('the company stays silent: a countdown for both, then the delivery is approved automatically', async (t) => {
  const title = `Ontbijt met granola ${Date.now().toString(36).slice(-5)}`;
  const hire = await hireOverApi({
    label: 'termijn',
    companyName: 'Granola Groep',
    title,
    description: 'Laat zien hoe je onze granola serveert bij het ontbijt, met yoghurt en vers fruit, in daglicht.',
    contentType: 'foto',
    motivation: 'Ik fotografeer elke ochtend mijn ontbijt en weet hoe je granola knapperig in beeld brengt.',
    bio: 'Ik maak lichte foodfoto’s voor ontbijtmerken.',
  });
  const workspace = `${BASE_URL}/project-workspace/${hire.projectId}`;

  const company = await openPage(t, browser, DESKTOP);
  const creator = await openPage(t, browser, MOBILE, { locale: 'en-US' });
  await login(company, hire.companyEmail);
  await login(creator, hire.creatorEmail);

  // --- Before the delivery: the creator sees the delivery date the proposal promised ---
  await creator.goto(workspace);
  const creatorStep = creator.getByRole('region', { name: 'Volgende stap' });
  await creatorStep.getByText('Lever je content op vóór de opleverdatum.').waitFor();
  assert.match(await creatorStep.getByRole('timer').innerText(), /^Opleverdatum: \d{1,2} [a-z]+ \(nog 5 dagen\)$/);
  await screenshot(creator, 'deadlines-creator-delivery-date');

  // --- The creator hands in over the API; the company's workspace counts down her review window ---
  await deliverOverApi(hire, 'granola-ontbijt.png');
  const { project } = await callApi('GET', `/projects/${hire.projectId}`, undefined, hire.companyToken);
  const windowMs = Date.parse(project.deadlines.reviewDueAt) - Date.now();
  if (windowMs > LONGEST_WINDOW_MS) {
    t.skip(`the server's review window is ${Math.round(windowMs / 60_000)} minutes; run it with REVIEW_WINDOW_MINUTES=2 or less`);
    return;
  }
  await company.goto(workspace);
  const companyStep = company.getByRole('region', { name: 'Volgende stap' });
  await companyStep.getByText('Beoordeel de oplevering: keur goed of vraag een revisie.').waitFor();
  const timer = companyStep.getByRole('timer');
  const first = await timer.innerText();
  assert.match(first, /^Nog \d+ (minuut|minuten|seconden) om te beoordelen$/);
  await screenshot(company, 'deadlines-company-countdown');
  // The countdown advances while the page is open.
  await company.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, first, {
    timeout: 65_000,
  });
  assert.match(await timer.innerText(), /^Nog \d+ (minuut|minuten|seconden) om te beoordelen$/);

  // A reload in the middle keeps the countdown: it comes from the deadline projects sent.
  await creator.reload();
  await creatorStep.getByText('Het bedrijf beoordeelt je oplevering.').waitFor();
  assert.match(await creatorStep.getByRole('timer').innerText(), /om te beoordelen$/);
  await screenshot(creator, 'deadlines-creator-countdown');

  // --- The company does nothing; after the window the delivery is approved for her ---
  const approved = await waitForStatus(hire.projectId, hire.creatorToken, 'approved', windowMs + 60_000);
  assert.match(approved.approvalReason, /^Automatisch goedgekeurd na \d+ (minuut|minuten|dagen|dag) zonder antwoord$/);

  // The company's open page asks for the project again once the deadline passed: the final payment is next.
  await companyStep.getByText('Betaal de eindbetaling om de content vrij te geven.').waitFor({ timeout: 20_000 });
  assert.match(
    await companyStep.getByRole('timer').innerText(),
    /^Eindbetaling verschuldigd over \d+ (dag|dagen|uur|minuut|minuten|seconden)$/,
  );
  await company.getByRole('tab', { name: 'Tijdlijn' }).click();
  await company.getByRole('list', { name: 'Tijdlijn' }).getByText(approved.approvalReason).waitFor();
  await screenshot(company, 'deadlines-company-auto-approved');

  // The creator only reloads.
  await creator.reload();
  await creatorStep.getByText('Het bedrijf betaalt de eindbetaling.').waitFor();
  await creator.getByRole('tab', { name: 'Tijdlijn' }).click();
  await creator.getByRole('list', { name: 'Tijdlijn' }).getByText(approved.approvalReason).waitFor();
  await screenshot(creator, 'deadlines-creator-auto-approved');
});
