// Favourites: a creator (browser in en-US) finds an assignment by typing, marks it as favourite on its card, reloads
// and still has it marked, sees it under 'Mijn favorieten'; a visitor (Dutch, on a phone) sees the card count 1.
// She unmarks it and the visitor's count goes back to 0.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { eventually, fundOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const TITLE = `Proefvideo van onze zuurdesembollen ${Date.now().toString(36)}`;

/** Types a word of the title into the search once the page is live (a drawn page takes input only after that). */
async function findCard(page, { reload = false } = {}) {
  if (reload) await page.reload();
  else await page.goto(`${BASE_URL}/projects`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('searchbox', { name: 'Zoek opdrachten' }).pressSequentially('zuurdesembollen', { delay: 20 });
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await card.waitFor();
  return card;
}

test('a creator marks an assignment as favourite, it stays marked, and the card counts it for everyone', async (t) => {
  const funded = await fundOverApi({
    label: 'favoriet',
    companyName: 'Bakkerij de Korst',
    title: TITLE,
    description: 'Laat zien hoe je een zuurdesembol aansnijdt en proeft, eerlijk en in je eigen woorden.',
    contentType: 'video',
  });

  const creator = await openPage(t, browser, undefined, { locale: 'en-US' });
  await login(creator, funded.creatorEmail);
  let card = await findCard(creator);
  const heart = card.getByRole('button', { name: `Favoriet: ${TITLE}` });
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');
  await heart.click();
  await card.getByRole('button', { name: `Favoriet: ${TITLE}`, pressed: true }).waitFor();
  await card.getByText('1 favoriet', { exact: true }).waitFor();

  card = await findCard(creator, { reload: true });
  await card.getByRole('button', { name: `Favoriet: ${TITLE}`, pressed: true }).waitFor();
  await creator.getByRole('button', { name: 'Mijn favorieten' }).click();
  await creator.getByText('1 opdracht gevonden').waitFor();
  assert.equal(await creator.getByRole('article').count(), 1);
  await creator.getByRole('article').filter({ hasText: TITLE }).waitFor();
  await screenshot(creator, 'favorites-creator');

  const visitor = await openPage(t, browser, MOBILE);
  const seen = await findCard(visitor);
  await seen.getByText('1 favoriet', { exact: true }).waitFor();
  assert.equal(await seen.getByRole('button', { name: /Favoriet/ }).count(), 0);
  await screenshot(visitor, 'favorites-visitor-390');

  await creator
    .getByRole('article')
    .filter({ hasText: TITLE })
    .getByRole('button', { name: `Favoriet: ${TITLE}` })
    .click();
  await creator.getByText('0 opdrachten gevonden').waitFor();
  // The public list may come from the gateway's 2 s cache: look again until it shows the new count.
  await eventually(visitor, visitor.getByRole('article').filter({ hasText: TITLE }).getByText('0 favorieten'));
});
