// Figures and times as a user meets them: the demo company reads one number of active assignments on its dashboard
// and on analytics, each card saying what it counts; the dashboard offers the step that fits each assignment and says
// so when its figures cannot load; relative times in the bell and the inbox move on while the page stays open (the
// browser's clock is let run 15 minutes); the inbox at 390 px keeps the other party's name on one line and a composer
// wide enough for its placeholder; a message of zero-width spaces is refused in Dutch; ten visitor ids from one address
// are one view. Companies and creators act in
// their own browser contexts, one of them not Dutch (en-US).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, eventually, fundOverApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const DEMO_COMPANY = { email: 'demo@clipwerk.nl', password: 'demo1234' };
const text = (value) => value.replace(/\s+/g, ' ').trim();

async function loginAs(page, { email, password }) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

const statOf = (container, label) =>
  container.locator('.cw-stat', { has: container.page().getByText(label, { exact: true }) }).first();

/** The line under a card that says what it counts. */
const noteOf = async (container, label) => text(await statOf(container, label).locator('.cw-stat__note').innerText());

/** A card's figure, once it is read (a dash before), and the line under it that says what it counts. */
async function card(container, label) {
  const stat = statOf(container, label);
  await stat.locator('.cw-stat__value').filter({ hasNotText: '—' }).waitFor();
  return {
    value: text(await stat.locator('.cw-stat__value').innerText()),
    note: text(await stat.locator('.cw-stat__note').innerText()),
  };
}

/** An assignment with a hired creator and a first message from the company in its conversation. */
async function hiredWithMessage(label, companyName) {
  const hired = await hireOverApi({
    label,
    companyName,
    title: `Winterse stoofpot in beeld ${Date.now().toString(36).slice(-4)}`,
    description: 'Film hoe je onze stoofpot van begin tot eind bereidt, rustig en met veel close-ups van de pan.',
    contentType: 'video',
    motivation: 'Ik kook elke week stoofpot en film al jaren rustige kookvideo’s met mooie close-ups.',
    bio: 'Ik maak kookvideo’s voor kleine merken.',
  });
  const sent = await callApi(
    'POST',
    `/conversations/project/${hired.projectId}/message`,
    { message: 'Hoi! Fijn dat je erbij bent. Wanneer kun je beginnen?' },
    hired.companyToken,
  );
  return { ...hired, conversationId: sent.conversation.id };
}

test('the demo company reads the same active assignments on its dashboard and on analytics, each card saying what it counts', async (t) => {
  const page = await openPage(t, browser, DESKTOP);
  await loginAs(page, DEMO_COMPANY);
  const figures = page.getByRole('region', { name: 'Statistieken' });
  const onDashboard = await card(figures, 'Actieve opdrachten');
  assert.match(onDashboard.value, /^\d+$/);
  assert.equal(onDashboard.note, 'Gepubliceerd en nog niet afgerond');
  for (const label of ['Totaal opdrachten', 'Voltooide opdrachten', 'Totaal voorstellen'])
    assert.ok((await noteOf(figures, label)).length > 0, `${label} says what it counts`);
  await screenshot(page, 'figures-01-dashboard');

  await page.goto(`${BASE_URL}/analytics`);
  const kpis = page.locator('.an-kpis');
  for (const moment of ['opened', 'reloaded']) {
    if (moment === 'reloaded') await page.reload();
    await kpis.locator('.cw-stat').first().waitFor();
    await page.waitForFunction(() => document.querySelector('.an-kpis .cw-stat__value')?.textContent !== '—');
    const onAnalytics = await card(kpis, 'Actieve opdrachten');
    assert.deepEqual(onAnalytics, onDashboard, `analytics ${moment} shows the dashboard’s figure, with the same line`);
  }
  for (const label of ['Totaal uitgegeven', 'Maandelijkse uitgaven', 'Weergaven'])
    assert.ok((await noteOf(kpis, label)).length > 0, `${label} says what it counts`);
  // The views card counts all views, and says so: it is no best project's figure.
  assert.match(await noteOf(kpis, 'Weergaven'), /^Keren dat je opdrachten zijn bekeken/);
  await screenshot(page, 'figures-02-analytics');
});

test('the dashboard offers the fitting step, and says so when its figures cannot load instead of showing zeros', async (t) => {
  const hired = await hiredWithMessage('stap', 'Stoofhuis De Stap');
  const page = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  await login(page, hired.companyEmail);
  const activity = page.locator('.cw-card', { has: page.getByRole('heading', { name: 'Recente activiteit' }) });
  const step = activity.getByRole('link', { name: 'Naar de werkruimte' });
  await step.waitFor();
  assert.equal(await step.getAttribute('href'), `/project-workspace/${hired.projectId}`);
  assert.equal(await activity.getByRole('link', { name: 'Bekijk voorstellen' }).count(), 0);
  assert.equal((await card(page.getByRole('region', { name: 'Statistieken' }), 'Actieve opdrachten')).value, '1');

  // Projects cannot be reached: the page says so, with no figure at all, and a retry brings them back.
  await page.route('**/api/projects/my?**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.reload();
  const failed = page.getByRole('alert').filter({ hasText: 'Je cijfers konden niet worden geladen' });
  await failed.waitFor();
  assert.equal(await page.locator('.cw-stat__value').count(), 0, 'no zeros stand in for figures it could not read');
  await screenshot(page, 'figures-03-dashboard-unreachable');
  await page.unroute('**/api/projects/my?**');
  await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await page.getByText('Gepubliceerd en nog niet afgerond').waitFor();
  assert.equal((await card(page.getByRole('region', { name: 'Statistieken' }), 'Actieve opdrachten')).value, '1');
});

test('relative times move on in the bell and the inbox while the page stays open', async (t) => {
  const hired = await hiredWithMessage('klok', 'Stoofhuis De Klok');
  const page = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  await page.clock.install({ time: new Date() });
  await login(page, hired.creatorEmail);
  await page.goto(`${BASE_URL}/messages`);
  const row = page.getByRole('list', { name: 'Gesprekken' }).getByRole('button', { name: /Stoofhuis De Klok/ });
  await eventually(page, row);
  assert.match(text(await row.locator('time').innerText()), /^(Zojuist|1 min geleden)$/);

  const bell = page.getByRole('button', { name: /Meldingen/ });
  await bell.click();
  const notices = page.getByRole('list', { name: 'Meldingen' });
  // The company opened her proposal before it accepted it: she heard of both.
  const viewed = notices.getByRole('listitem').filter({ hasText: 'Je voorstel wordt bekeken' });
  // The notice may come after the first look; a reload closes the bell, so each look opens it again.
  await eventually(page, viewed, { afterReload: () => bell.click() });
  assert.match(text(await viewed.locator('time').innerText()), /^(Zojuist|1 min geleden)$/);
  await screenshot(page, 'figures-04-times-now');

  await page.clock.runFor('15:00');
  assert.equal(text(await viewed.locator('time').innerText()), '15 min geleden');
  assert.equal(text(await row.locator('time').innerText()), '15 min geleden');
  await screenshot(page, 'figures-05-times-15-minutes-later');
});

test('the inbox at 390 px keeps the name on one line and the composer wide enough for its placeholder; invisible text is refused', async (t) => {
  const hired = await hiredWithMessage('smal', 'Stoofhuis Van Der Berg En Zonen');
  const creator = await openPage(t, browser, MOBILE);
  await login(creator, hired.creatorEmail);
  await creator.goto(`${BASE_URL}/messages`);
  const row = creator.getByRole('button', { name: /Stoofhuis Van Der Berg/ });
  await eventually(creator, row);
  await row.click();
  await creator.reload();
  const name = creator.locator('.msg-pane__who strong');
  await name.waitFor();
  const composer = creator.locator('textarea#msg-composer-text');
  await composer.waitFor();
  await screenshot(creator, 'figures-06-inbox-390');

  const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
  const nameBox = await name.boundingBox();
  assert.ok(nameBox.height <= lineHeight * 1.5, `the name takes ${nameBox.height}px: more than one line`);
  const composerBox = await composer.boundingBox();
  assert.ok(composerBox.width >= 240, `the composer is ${composerBox.width}px wide`);
  // The placeholder's width against what the box shows: its width times the lines it is high (a word's slack kept).
  const placeholder = await composer.evaluate((element) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const height = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const lines = Math.floor(height / (parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.25));
    return { needed: context.measureText(element.placeholder).width, shown: lines * (room - 40) };
  });
  assert.ok(placeholder.needed <= placeholder.shown, `the placeholder is cut off: ${JSON.stringify(placeholder)}`);
  assert.equal(await creator.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0);

  // Only zero-width spaces: nothing a reader would see, so messaging refuses it and says why.
  await composer.pressSequentially('\u200B\u200B\u200B');
  await creator.getByRole('button', { name: 'Versturen' }).click();
  await creator.getByRole('alert').filter({ hasText: 'minstens één zichtbaar teken' }).waitFor();
  const stored = await callApi('GET', `/conversations/${hired.conversationId}`, undefined, hired.creatorToken);
  assert.equal(stored.conversation.messages.length, 1, 'nothing was stored');
});

test('ten visitor ids from one address are one view on the company’s analytics', async (t) => {
  const title = `Stoofpot voor beginners ${Date.now().toString(36).slice(-4)}`;
  const funded = await fundOverApi({
    label: 'bezoek',
    companyName: 'Stoofhuis Het Bezoek',
    title,
    description: 'Laat zien hoe een beginner in een uur een stoofpot maakt, met alles wat je ervoor nodig hebt.',
    contentType: 'video',
    bio: 'Ik maak kookvideo’s voor beginners.',
  });
  for (let n = 0; n < 10; n++)
    await callApi('POST', `/projects/${funded.projectId}/views`, { visitorId: `bezoeker-${n}-${Date.now().toString(36)}` });
  const page = await openPage(t, browser, DESKTOP);
  await login(page, funded.companyEmail);
  await page.goto(`${BASE_URL}/analytics`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await eventually(page, row);
  assert.equal(text(await row.getByRole('cell').nth(1).innerText()), '1');
  assert.equal((await card(page.locator('.an-kpis'), 'Weergaven')).value, '1');
  await screenshot(page, 'figures-07-one-address-one-view');
});
