// One conversation per company, creator and assignment, as both meet it: the company (an English browser) chats
// from the proposal, the creator (a Dutch one) answers from the workspace's Chat tab, a reload in between, and both
// read one thread; the company's inbox lists the creator once; the creator's 'Chat' on her active assignments opens
// that thread with its header, also before anyone wrote. Screenshots at 1280 and 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const thread = (page) => page.getByRole('list', { name: 'Berichten' });
const pane = (page) => page.getByRole('region', { name: 'Gesprek' });
/** A company hires a creator over the API; answers what hireOverApi answers and the assignment's title. */
async function hire(label, companyName, name) {
  const title = `${name} ${Date.now().toString(36).slice(-5)}`;
  const hired = await hireOverApi({
    label,
    companyName,
    title,
    description: 'Laat zien hoe je onze koffie zet, van de bonen tot het eerste kopje, met rustig en warm licht.',
    contentType: 'beide',
    motivation: 'Ik zet elke ochtend koffie met een handfilter en film dat graag, met aandacht voor de details.',
    bio: 'Ik maak korte video’s over eten, drinken en lokale makers.',
  });
  return { ...hired, title };
}

async function write(page, text) {
  await page.getByLabel('Bericht', { exact: true }).pressSequentially(text);
  await page.keyboard.press('Enter');
  await thread(page).getByText(text).waitFor();
}

test('the proposal’s chat and the workspace’s Chat tab are one conversation for both parties', async (t) => {
  const hired = await hire('een-gesprek', 'Branderij Eenheid', 'Koffie zetten');

  const company = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  await login(company, hired.companyEmail);
  await company.goto(`${BASE_URL}/projects/${hired.projectId}/proposals`);
  await company.getByRole('button', { name: /^Chat met Noor/ }).click();
  await company.waitForURL(/\/messages\?conversation=/);
  const conversationUrl = company.url();
  await pane(company).getByText(hired.title).waitFor();
  await write(company, 'Hoi Noor, kun je ook een versie van 15 seconden maken?');

  const creator = await openPage(t, browser);
  await login(creator, hired.creatorEmail);
  await creator.goto(`${BASE_URL}/project-workspace/${hired.projectId}`);
  await creator.getByRole('tab', { name: 'Chat' }).click();
  await thread(creator).getByText('Hoi Noor, kun je ook een versie van 15 seconden maken?').waitFor();
  // Halfway: the creator reloads before she answers; the thread is still the company's.
  await creator.reload();
  await creator.getByRole('tab', { name: 'Chat' }).click();
  await write(creator, 'Ja hoor, die maak ik erbij!');

  await company.reload();
  await thread(company).getByText('Ja hoor, die maak ik erbij!').waitFor();
  assert.equal(company.url(), conversationUrl, 'the company stays in the conversation it opened');
  // One thread holding both, in the order they were written.
  const items = await thread(company).getByRole('listitem').allInnerTexts();
  assert.equal(items.length, 2);
  assert.match(items[0], /Hoi Noor, kun je ook een versie van 15 seconden maken\?/);
  assert.match(items[1], /Ja hoor, die maak ik erbij!/);
  await company.goto(`${BASE_URL}/messages`);
  // The inbox is drawn before its scripts run and drawn again by React once they have: act on React's rows.
  await company.waitForLoadState('networkidle');
  const rows = company.getByRole('list', { name: 'Gesprekken' }).getByRole('button', { name: /Noor/ });
  await rows
    .first()
    .waitFor()
    .catch(async (error) => {
      // Rare on a loaded machine and not yet understood: keep what the company saw, for the next one who looks.
      await screenshot(company, 'one-conversation-inbox-without-row');
      const shown = await company
        .locator('main')
        .innerText()
        .catch(() => '(no main)');
      const answer = await callApi('GET', '/conversations?limit=20', undefined, hired.companyToken).catch(String);
      throw new Error(
        `the company's inbox shows no row for Noor; it shows: ${shown}; the API answers: ${JSON.stringify(answer)}`,
        { cause: error },
      );
    });
  // The inbox may draw its list again when the conversations are refetched: count until a drawn list answers.
  let counted = 0;
  for (const until = Date.now() + 15_000; counted === 0 && Date.now() < until;) {
    counted = await rows.count();
    if (counted === 0) await company.waitForTimeout(100);
  }
  const inboxText = await company.locator('.msg-inbox__list').innerText();
  assert.equal(counted, 1, `the company’s inbox lists the creator once; it shows: ${inboxText}`);
  await rows.first().click();
  await thread(company).getByText('Ja hoor, die maak ik erbij!').waitFor();
  await screenshot(company, 'one-conversation-company');

  // The creator's Chat on her active assignments opens the same thread, with the company and the assignment above it.
  const phone = await openPage(t, browser, MOBILE);
  await login(phone, hired.creatorEmail);
  await phone.goto(`${BASE_URL}/my-active-projects`);
  await phone.getByRole('link', { name: `Chat over ${hired.title}` }).click();
  await phone.waitForURL(conversationUrl.replace(BASE_URL, '**'));
  await pane(phone).getByText('Branderij Eenheid').waitFor();
  await pane(phone).getByText(hired.title).waitFor();
  await thread(phone).getByText('Hoi Noor, kun je ook een versie van 15 seconden maken?').waitFor();
  assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'scrolls sideways');
  await screenshot(phone, 'one-conversation-creator-mobile');
});

test('the creator’s Chat on an active assignment opens its conversation with its header before anyone wrote', async (t) => {
  const hired = await hire('leeg-gesprek', 'Branderij Stilte', 'Koffie malen');
  const creator = await openPage(t, browser);
  await login(creator, hired.creatorEmail);
  await creator.goto(`${BASE_URL}/my-active-projects`);
  await creator.getByRole('link', { name: `Chat over ${hired.title}` }).click();
  await creator.waitForURL(/\/messages\?conversation=/);
  await pane(creator).getByText('Branderij Stilte').waitFor();
  await pane(creator).getByText(hired.title).waitFor();
  await pane(creator).getByRole('heading', { name: 'Nog geen berichten' }).waitFor();
  await write(creator, 'Goedemorgen! Ik begin vandaag.');
  await screenshot(creator, 'one-conversation-creator-first');

  const company = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  await login(company, hired.companyEmail);
  await company.goto(`${BASE_URL}/project-workspace/${hired.projectId}`);
  await company.getByRole('tab', { name: 'Chat' }).click();
  await thread(company).getByText('Goedemorgen! Ik begin vandaag.').waitFor();
});
