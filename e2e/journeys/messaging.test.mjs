// Talk in the browser: a company starts a conversation from a creator's profile and writes; the creator finds it
// in her inbox with its unread count in the tab title, reads it and answers with Enter; the company's dashboard
// counts the answer and its inbox shows it (with the creator's photo), with the company's own message ticked as read. Plus axe on the inbox and screenshots at 1280 and 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { BASE_URL, MOBILE, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { TINY_PNG, TOKEN_KEY, openPage, registerCompany, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

async function assertAccessible(page, label) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${label} has serious accessibility problems`,
  );
}

/** The open conversation's messages (the list beside it shows the last one too). */
const thread = (page) => page.getByRole('list', { name: 'Berichten' });

/** The signed-in user's id, as the session's own start-up check reads it. */
async function ownId(page) {
  return page.evaluate(async (key) => {
    const token = window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key);
    const answer = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()).user.id;
  }, TOKEN_KEY);
}

test('a company starts a chat from a creator profile; the creator reads and answers in her inbox', async (t) => {
  const creator = await openPage(t, browser);
  await registerCreator(creator, uniqueEmail('chat-creator'), { firstName: 'Ilse' });
  const creatorId = await ownId(creator);

  const company = await openPage(t, browser);
  await registerCompany(company, uniqueEmail('chat-company'), { companyName: 'Koffiebranderij Chat' });
  await company.goto(`${BASE_URL}/creators/${creatorId}`);
  await company.getByRole('button', { name: /Start gesprek/ }).click();
  await company.waitForURL(/\/messages\?conversation=/);
  await company.getByRole('heading', { name: 'Nog geen berichten' }).waitFor();
  await company.getByLabel('Bericht', { exact: true }).fill('Hoi Ilse! Heb je zin in een koffievideo?');
  await company.keyboard.press('Enter');
  await thread(company).getByText('Hoi Ilse! Heb je zin in een koffievideo?').waitFor();
  await thread(company).getByText('Verzonden').first().waitFor({ state: 'attached' });
  const conversationUrl = company.url();
  await company.goto(`${BASE_URL}/dashboard`);

  await creator.goto(`${BASE_URL}/messages`);
  const row = creator.getByRole('button', { name: /Koffiebranderij Chat/ });
  await row.waitFor();
  await creator.waitForFunction(() => document.title === '(1) Berichten - Clipwerk');
  await assertAccessible(creator, '/messages');
  await screenshot(creator, 'messaging-inbox');
  await row.click();
  await thread(creator).getByText('Hoi Ilse! Heb je zin in een koffievideo?').waitFor();
  await creator.waitForFunction(() => document.title === 'Berichten - Clipwerk');
  await creator.getByLabel('Bericht', { exact: true }).fill('Zeker! Wanneer wil je filmen?');
  await creator.keyboard.press('Enter');
  await thread(creator).getByText('Zeker! Wanneer wil je filmen?').waitFor();
  // A photo goes along with the next message: uploaded as chosen, shown in the bubble.
  await creator
    .getByLabel('Foto of video bijvoegen')
    .setInputFiles({ name: 'setje.png', mimeType: 'image/png', buffer: TINY_PNG });
  await creator.getByRole('button', { name: 'setje.png verwijderen' }).waitFor();
  await creator.getByLabel('Bericht', { exact: true }).fill('Zo ziet mijn set eruit.');
  await creator.keyboard.press('Enter');
  await thread(creator).getByRole('img', { name: 'setje.png' }).waitFor();
  await screenshot(creator, 'messaging-conversation');

  // The company's dashboard counts the answer; its inbox shows it, with the company's own message read.
  await company.goto(`${BASE_URL}/dashboard`);
  await company.waitForFunction(() => document.title === '(2) Dashboard');
  await company.goto(conversationUrl);
  await thread(company).getByText('Zeker! Wanneer wil je filmen?').waitFor();
  await thread(company).getByText('Gelezen').first().waitFor({ state: 'attached' });
  await thread(company).getByRole('img', { name: 'setje.png' }).waitFor();

  const phone = await openPage(t, browser, MOBILE);
  await phone.goto(`${BASE_URL}/login`);
  await phone.evaluate(
    ([key, token]) => window.localStorage.setItem(key, token),
    [
      TOKEN_KEY,
      await creator.evaluate((key) => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key), TOKEN_KEY),
    ],
  );
  await phone.goto(`${BASE_URL}/messages`);
  await phone.getByRole('button', { name: /Koffiebranderij Chat/ }).waitFor();
  assert.equal(
    await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    0,
    '/messages scrolls sideways',
  );
  await screenshot(phone, 'messaging-mobile');
});
