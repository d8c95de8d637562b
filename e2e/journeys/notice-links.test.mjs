// A notice leads where its user acts on it, as notifications decided: the company (an English-speaking browser)
// hears of a new proposal and the bell opens the proposals page; she accepts and goes on to the workspace. The hired
// creator (a Dutch phone) opens the workspace from her notice; a tab she opens stays open through a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { fundOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const MOTIVATION = 'Ik maak elke week thee-video’s en laat graag zien hoe jullie blad smaakt.';

/** Opens the bell and follows the newest notice that reads `text`. */
async function followNotice(page, text) {
  await page.getByRole('button', { name: /^Meldingen, \d+ ongelezen/ }).click();
  await page.getByRole('list', { name: 'Meldingen' }).getByRole('button', { name: text }).first().click();
}

test('the bell opens the proposals page; after accepting, the way on leads to the workspace', async (t) => {
  const funded = await fundOverApi({
    label: 'link',
    companyName: 'Theehuis Link',
    title: `Thee in beeld ${Date.now().toString(36)}`,
    description: 'Laat zien hoe je onze losse thee zet, van water koken tot de eerste slok.',
    contentType: 'video',
    bio: 'Ik maak korte video’s over thee.',
  });
  const { projectId } = funded;

  const company = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  await login(company, funded.companyEmail);

  // --- the creator proposes, key by key ---
  const creator = await openPage(t, browser, MOBILE);
  await login(creator, funded.creatorEmail);
  await creator.goto(`${BASE_URL}/projects/${projectId}`);
  await creator.getByRole('button', { name: 'Doe een voorstel' }).click();
  await creator.getByLabel(/^Motivatie/).pressSequentially(MOTIVATION);
  await creator.getByLabel(/^Jouw prijs/).pressSequentially('275');
  await creator.getByLabel(/^Levertijd/).pressSequentially('6');
  await creator.getByRole('button', { name: 'Voorstel versturen' }).click();
  await creator.getByText('Voorstel verstuurd!').first().waitFor();

  // --- the company hears of it; after a reload the bell still lists it, and opens the proposals ---
  await company
    .getByText(/Nieuw voorstel ontvangen/)
    .first()
    .waitFor();
  await company.reload();
  await followNotice(company, /Nieuw voorstel ontvangen/);
  await company.waitForURL(`${BASE_URL}/projects/${projectId}/proposals`);
  await company.getByRole('heading', { level: 1, name: /Thee in beeld/ }).waitFor();
  await company.getByText('€ 275,00').waitFor();
  await screenshot(company, 'notice-links-proposals');

  // --- she accepts at the price she saw, and goes on to the workspace ---
  await company.getByRole('button', { name: /Accepteren voorstel van Noor/ }).click();
  await company.getByRole('button', { name: 'Ja, accepteren' }).click();
  await company.getByText('Voorstel geaccepteerd!').first().waitFor();
  const onward = company.getByRole('link', { name: 'Naar de werkruimte' });
  await onward.waitFor();
  await screenshot(company, 'notice-links-accepted');
  await onward.click();
  await company.waitForURL(`${BASE_URL}/project-workspace/${projectId}`);
  await company.getByRole('tab', { name: 'Overzicht', selected: true }).waitFor();

  // --- a tab has an address: it survives a reload ---
  await company.getByRole('tab', { name: 'Betaling' }).click();
  await company.waitForURL(`${BASE_URL}/project-workspace/${projectId}?tab=payment`);
  await company.reload();
  await company.getByRole('tab', { name: 'Betaling', selected: true }).waitFor();
  await company.getByLabel('Bedragen').waitFor();
  await screenshot(company, 'notice-links-workspace-payment');

  // --- the creator's notice of her hire opens the workspace too ---
  await creator.reload();
  await followNotice(creator, /Je voorstel is geaccepteerd/);
  await creator.waitForURL(`${BASE_URL}/project-workspace/${projectId}`);
  await creator.getByRole('tab', { name: 'Overzicht', selected: true }).waitFor();
  await screenshot(creator, 'notice-links-creator-workspace');
  assert.equal(new URL(creator.url()).pathname, `/project-workspace/${projectId}`);
});
