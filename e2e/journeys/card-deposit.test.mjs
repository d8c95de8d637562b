// The deposit by card: a company (browser in en-US) opens the deposit page of its new assignment, reloads it, pays by
// card in the card dialog of the simulated provider and sees the payment done; a creator (Dutch, on a phone) then
// finds the assignment open on /projects by typing.
import { after, before, test } from 'node:test';
import { BASE_URL, MOBILE, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { callApi, eventually, login, openPage, registerCompanyOverApi, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const TITLE = `Kaartbetaalde review van onze stroopwafels ${Date.now().toString(36)}`;

test('a company pays its deposit by card and the assignment opens for creators', async (t) => {
  const email = uniqueEmail('kaart-bedrijf');
  const { token } = await registerCompanyOverApi(email, 'Stroopwafelkraam Gouda');
  const { project } = await callApi(
    'POST',
    '/projects',
    {
      title: TITLE,
      description: 'Proef onze stroopwafels en vertel eerlijk wat je ervan vindt.',
      budget: 250,
      category: 'food-drinks',
      contentType: 'video',
    },
    token,
  );

  const company = await openPage(t, browser, undefined, { locale: 'en-US' });
  await login(company, email);
  await company.goto(`${BASE_URL}/projects/${project.id}/payment`);
  await company.getByText('Wacht op betaling').first().waitFor();
  await company.reload();
  await company.getByRole('button', { name: 'Betaal met kaart' }).click();
  const dialog = company.getByRole('dialog', { name: 'Betaling voltooien' });
  await dialog.getByText('Testbetaalomgeving').waitFor();
  await screenshot(company, 'card-deposit-dialog');
  await dialog.getByRole('button', { name: /^Betaal €\s?125,00$/ }).click();
  await company.getByRole('heading', { name: 'Betaling voltooid!' }).waitFor();
  await company.reload();
  await company.getByRole('heading', { name: 'Betaling voltooid!' }).waitFor();

  const creator = await openPage(t, browser, MOBILE);
  await registerCreator(creator, uniqueEmail('kaart-creator'));
  await creator.goto(`${BASE_URL}/projects`);
  await creator.getByRole('searchbox', { name: 'Zoek opdrachten' }).pressSequentially('stroopwafels', { delay: 20 });
  await eventually(creator, creator.getByRole('article').filter({ hasText: TITLE }));
  await screenshot(creator, 'card-deposit-open-390');
});
