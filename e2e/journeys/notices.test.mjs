// Notices in the browser, in two contexts: in the workspace's Chat tab the company sees the creator typing; her
// message appears in the open chat at once and as a toast in notifications' words, the bell counts it, and the
// notice opens the conversation.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, screenshot } from '../support/browser.mjs';
import { hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

test('typing shows in the project chat, a message arrives as a toast and in the bell', async (t) => {
  const hired = await hireOverApi({
    label: 'melding',
    companyName: 'Koffiebranderij Melding',
    title: `Espresso in beeld ${Date.now().toString(36)}`,
    description: 'Laat zien hoe je met onze bonen een espresso zet, van malen tot de eerste slok.',
    contentType: 'video',
    motivation: 'Ik zet elke ochtend espresso en film dat graag voor jullie.',
    bio: 'Ik maak korte video’s over koffie.',
  });
  const workspace = `${BASE_URL}/project-workspace/${hired.projectId}`;

  const company = await openPage(t, browser);
  await login(company, hired.companyEmail);
  await company.goto(workspace);
  await company.getByRole('tab', { name: 'Chat' }).click();
  await company.getByRole('region', { name: 'Projectchat' }).waitFor();

  const creator = await openPage(t, browser);
  await login(creator, hired.creatorEmail);
  await creator.goto(workspace);
  await creator.getByRole('tab', { name: 'Chat' }).click();
  const box = creator.getByLabel('Bericht', { exact: true });
  await box.waitFor();
  // The company's socket has joined the project's room once its chat is open; give both a moment to settle.
  await company.waitForTimeout(500);
  await box.pressSequentially('Hoi! Ik ben bijna klaar met filmen', { delay: 40 });
  await company.getByText('Noor Bakker is aan het typen…').waitFor();
  await screenshot(company, 'notices-typing');
  // The company has notices already (the proposal, the deposit): the message adds one.
  const unread = async () => Number(/(\d+) ongelezen/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const bell = company.getByRole('button', { name: /^Meldingen/ });
  const before = await unread();
  await creator.keyboard.press('Enter');

  await company.getByText('Nieuw bericht van Noor Bakker').first().waitFor();
  // The open chat shows the message at once, not at its next poll.
  await company
    .getByRole('region', { name: 'Projectchat' })
    .getByText('Hoi! Ik ben bijna klaar met filmen')
    .waitFor({ timeout: 2_000 });
  await company.getByRole('button', { name: `Meldingen, ${before + 1} ongelezen` }).waitFor();
  await screenshot(company, 'notices-toast');
  await bell.click();
  await company
    .getByRole('list', { name: 'Meldingen' })
    .getByRole('button', { name: /Nieuw bericht van Noor Bakker/ })
    .click();
  await company.waitForURL(/\/messages\?conversation=/);
  await company.getByRole('list', { name: 'Berichten' }).getByText('Hoi! Ik ben bijna klaar met filmen').waitFor();
  assert.equal(await company.getByText('Noor Bakker is aan het typen…').count(), 0);
  await screenshot(company, 'notices-opened');
});
