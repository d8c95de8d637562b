// Analytics in the browser: a company and a creator of their own (registered by the journey, never the demo data)
// go through one assignment over the API, from the deposit to the payout and both ratings; each then sees on
// /analytics the four figures that history implies (nl-NL), each with the line that says what it counts, the month
// chart, and the same figures for every period (everything happened today), with the month pace following the period.
// The assignment card is the projects context's count, the dashboard's number: a company whose only assignment is
// completed has no active one. A fresh account sees dashes, not numbers that pretend a history. Screenshots at every step.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { PASSWORD, TINY_PNG, callApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const text = (value) => value.replace(/\s/g, ' ');
const euro = (amount) =>
  text(
    new Intl.NumberFormat('nl-NL', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount),
  );
const number = (value) => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }).format(value);
// The months each period counts as for its monthly average: thirty days are a month, a year twelve.
const PERIODS = [
  { label: '7 dagen', days: 7, months: 7 / 30 },
  { label: '30 dagen', days: 30, months: 1 },
  { label: '90 dagen', days: 90, months: 3 },
  { label: '1 jaar', days: 365, months: 12 },
];

/** The calendar months (UTC) a period of whole days ending today touches, as the chart names them. */
function monthsOf(days) {
  const names = new Set();
  const today = new Date();
  for (let back = 0; back < days; back++) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back));
    names.add(day.toLocaleDateString('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  }
  return [...names].reverse();
}

/** One assignment from the deposit to the payout: the creator looked at it once, both rated each other. */
async function finishedAssignment(title) {
  const hired = await hireOverApi({
    label: 'cijfers',
    companyName: 'Theehuis De Cijfers',
    title,
    description: 'Laat zien hoe je onze losse thee zet, van het afwegen van de blaadjes tot de eerste kop.',
    contentType: 'video',
    motivation: 'Ik drink elke middag losse thee en film graag rustige, lichte beelden van het zetten.',
    bio: 'Ik maak korte video’s over thee en koffie.',
  });
  const { projectId, companyToken: company, creatorToken: creator } = hired;
  await callApi('POST', `/projects/${projectId}/views`, {}, creator);
  const form = new FormData();
  form.append('title', 'thee-zetten.png');
  form.append('deliverable', new Blob([TINY_PNG], { type: 'image/png' }), 'thee-zetten.png');
  const uploaded = await fetch(`${BASE_URL}/api/upload/deliverable/${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator}` },
    body: form,
  });
  assert.ok(uploaded.ok, `upload answered ${uploaded.status}`);
  await callApi('POST', `/projects/${projectId}/submit`, undefined, creator);
  const { file } = await uploaded.json();
  await callApi('POST', `/projects/${projectId}/approve`, { fileIds: [file.id] }, company);
  const final = await callApi('POST', `/payments/projects/${projectId}/final`, { method: 'ideal' }, company);
  await callApi(
    'POST',
    `/payments/simulate-payment/${projectId}/final`,
    { paymentId: final.data.paymentId, outcome: 'paid' },
    company,
  );
  await callApi('POST', `/projects/${projectId}/ratings`, { stars: 4, text: 'Mooie, rustige beelden.' }, company);
  await callApi('POST', `/projects/${projectId}/ratings`, { stars: 5, text: 'Fijne opdrachtgever.' }, creator);
  const connect = await callApi('POST', '/users/me/stripe/connect', {}, creator);
  const account = new URL(connect.data.onboardingUrl).searchParams.get('account');
  await callApi(
    'POST',
    '/users/me/stripe/simulate-onboarding',
    { account, iban: 'NL91ABNA0417164300', accountHolderName: 'Noor Bakker' },
    creator,
  );
  // The journeys' product holds a payout for no time at all; the release job pays it within a second or so.
  let status;
  for (let tries = 0; tries < 100; tries++) {
    status = (await callApi('GET', `/payments/projects/${projectId}/status`, undefined, company)).data;
    if (status.payout?.status === 'released') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.equal(status.payout?.status, 'released', 'the payout was not released');
  return { ...hired, status };
}

/** The four cards: label → the text of its value, the line on what it counts, and its trend (none for a count of now). */
async function cards(page) {
  const groups = page.locator('.an-kpis [role="group"]');
  await groups.first().waitFor();
  // Projects' count comes in its own answer: a dash until it is there.
  await page.waitForFunction(() => document.querySelector('.an-kpis .cw-stat__value')?.textContent !== '—');
  const result = {};
  for (const group of await groups.all()) {
    result[await group.getAttribute('aria-label')] = {
      value: text(await group.locator('.cw-stat__value').innerText()),
      note: text(await group.locator('.cw-stat__note').innerText()),
      trend: text((await group.locator('.an-trend').allInnerTexts()).join('')),
    };
  }
  return result;
}

/** The chart's months and amounts, from the list beside the plot that screen readers read. */
async function chart(page) {
  const items = await page.locator('.an-months li').all();
  return Promise.all(
    items.map(async (item) =>
      text(`${await item.locator('span').first().textContent()} ${await item.locator('strong').textContent()}`),
    ),
  );
}

async function choose(page, label) {
  await page.getByRole('button', { name: label, exact: true }).click();
  assert.equal(await page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed'), 'true');
  // The figures of the chosen period are in once the chart lists its months.
  await page.waitForFunction(
    (count) => document.querySelectorAll('.an-months li').length === count,
    monthsOf(PERIODS.find((period) => period.label === label).days).length,
  );
}

/** Checks one party's page over every period: the same figures (all of it happened today), the month pace per period. */
async function checkPeriods(page, { projectsLabel, totalLabel, monthlyLabel, viewsLabel, total, projects, views, title, shot }) {
  for (const { label, days, months: monthsInPeriod } of PERIODS) {
    await choose(page, label);
    const figures = await cards(page);
    assert.deepEqual(Object.keys(figures), [projectsLabel, totalLabel, monthlyLabel, viewsLabel]);
    assert.equal(figures[projectsLabel].value, number(projects), `${projectsLabel} over ${label}`);
    assert.equal(figures[totalLabel].value, euro(total), `${totalLabel} over ${label}`);
    assert.equal(figures[monthlyLabel].value, euro(total / monthsInPeriod), `${monthlyLabel} over ${label}`);
    assert.equal(figures[viewsLabel].value, number(views));
    for (const [label, card] of Object.entries(figures)) assert.ok(card.note.length > 10, `${label} says what it counts`);
    // The assignments are counted as they are now, not over the period: no trend.
    assert.equal(figures[projectsLabel].trend, '');
    // A history that starts today has nothing before it to compare with.
    for (const label of [totalLabel, monthlyLabel, viewsLabel]) assert.match(figures[label].trend, /^— /);
    const best = page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('cell')
      .nth(1);
    assert.equal(text(await best.innerText()), number(views), 'the card counts what the table shows');
    const months = monthsOf(days);
    const bars = await chart(page);
    assert.deepEqual(
      bars.map((bar) => bar.replace(/ € .*$/, '')),
      months,
    );
    assert.equal(bars.at(-1), `${months.at(-1)} ${euro(total)}`);
    assert.ok((await page.locator('.an-chart .recharts-bar-rectangle').count()) >= 1, 'the chart draws a bar');
    await screenshot(page, `${shot}-${days}d`);
  }
}

test('a company and a creator see the figures of their own history, for every period', async (t) => {
  const title = `Losse thee zetten ${Date.now().toString(36).slice(-5)}`;
  const { companyEmail, creatorEmail, status } = await finishedAssignment(title);
  const spent = status.deposit.amount + status.final.amount;
  assert.equal(spent, status.contractAmount);

  const company = await openPage(t, browser);
  await login(company, companyEmail);
  await company.goto(`${BASE_URL}/analytics`);
  await company.getByRole('heading', { level: 1, name: 'Statistieken' }).waitFor();
  await checkPeriods(company, {
    projectsLabel: 'Actieve opdrachten',
    totalLabel: 'Totaal uitgegeven',
    monthlyLabel: 'Maandelijkse uitgaven',
    viewsLabel: 'Weergaven',
    total: spent,
    // Its only assignment is completed: none active, as on its dashboard.
    projects: 0,
    views: 1,
    title,
    shot: 'analytics-01-company',
  });
  // It answered its one proposal, its one hire was approved, and the creator gave it 5 stars.
  const performance = text(await company.locator('.an-columns').innerText());
  assert.match(performance, /Reactiepercentage\s+100%/);
  assert.match(performance, /Voltooiingspercentage\s+100%/);
  assert.match(performance, /Gemiddelde beoordeling\s+5,0 \/ 5/);
  const row = company.getByRole('row', { name: new RegExp(title) });
  assert.deepEqual(
    (await row.getByRole('cell').allInnerTexts()).map(text),
    [title, '1', `${number(100)}%`, euro(spent)],
    'one proposal per one counted view',
  );

  const creator = await openPage(t, browser);
  await login(creator, creatorEmail);
  await creator.goto(`${BASE_URL}/analytics`);
  await checkPeriods(creator, {
    projectsLabel: 'Voltooide opdrachten',
    totalLabel: 'Totaal verdiend',
    monthlyLabel: 'Maandelijkse inkomsten',
    viewsLabel: 'Weergaven',
    total: status.payout.amount,
    projects: 1,
    views: 1,
    title,
    shot: 'analytics-02-creator',
  });
  assert.equal(status.payout.amount, status.fee.creatorAmount);
  assert.match(text(await creator.locator('.an-columns').innerText()), /Gemiddelde beoordeling\s+4,0 \/ 5/);
});

test('a fresh account sees dashes where there is nothing to count, not made-up figures', async (t) => {
  const email = uniqueEmail('analytics-nieuw');
  await callApi('POST', '/auth/register', {
    role: 'creator',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Fenna',
    lastName: 'Nieuw',
    dateOfBirth: '1999-02-02',
    phoneNumber: '0633333333',
    bio: 'Net begonnen met korte video’s over koken.',
  });
  const page = await openPage(t, browser);
  await login(page, email);
  await page.goto(`${BASE_URL}/analytics`);
  const figures = await cards(page);
  assert.deepEqual(
    Object.fromEntries(Object.entries(figures).map(([label, card]) => [label, [card.value, card.trend.split(' ')[0]]])),
    {
      'Voltooide opdrachten': ['0', ''],
      'Totaal verdiend': [euro(0), '—'],
      'Maandelijkse inkomsten': ['—', '—'],
      Weergaven: ['0', '—'],
    },
  );
  const performance = text(await page.locator('.an-columns').innerText());
  assert.match(performance, /Reactiepercentage\s+—/);
  assert.match(performance, /Voltooiingspercentage\s+—/);
  assert.match(performance, /Gemiddelde beoordeling\s+—/);
  // No chart of zeros: the card says there is nothing yet.
  await page.getByText('Nog geen bedragen in deze periode.').waitFor();
  assert.equal(await page.locator('.an-chart').count(), 0);
  await page.getByText('Nog geen gegevens in deze periode.').waitFor();
  await screenshot(page, 'analytics-03-fresh');
});
