// A confirmation binds what was seen: the company (an English-speaking browser) proposes 400 and then 1 while the
// creator (a Dutch phone) still reads 400; her confirmation is refused in Dutch, her tab shows the new amount, and
// after a reload she confirms what she now sees.
import { after, before, test } from 'node:test';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

/** Opens (or reloads) the Betaling tab and waits until the screen drawn by the gateway has been taken over. */
async function openPaymentTab(page, address) {
  await (address ? page.goto(address) : page.reload());
  await page.locator('.cw-drawn-screen').waitFor({ state: 'detached' });
  await page.getByLabel('Bedragen').waitFor();
}

async function propose(page, amount) {
  const field = page.getByLabel(/^Nieuw contractbedrag/);
  await field.pressSequentially(amount);
  await page.getByRole('button', { name: 'Bedrag voorstellen', disabled: false }).waitFor();
  await page.getByRole('button', { name: 'Bedrag voorstellen' }).click();
}

test('a confirmation of an amount changed meanwhile is refused, and the new amount is shown', async (t) => {
  const hired = await hireOverApi({
    label: 'bedrag',
    companyName: 'Kaashandel Bedrag',
    title: `Kaas in beeld ${Date.now().toString(36)}`,
    description: 'Laat zien hoe je onze oude kaas snijdt en serveert, van plank tot bord.',
    contentType: 'video',
    motivation: 'Ik eet elke dag kaas en film graag hoe ik een plank opmaak voor vrienden.',
    bio: 'Ik maak korte video’s over kaas.',
  });
  const paymentTab = `${BASE_URL}/project-workspace/${hired.projectId}?tab=payment`;

  const company = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  await login(company, hired.companyEmail);
  await openPaymentTab(company, paymentTab);
  await propose(company, '400');
  await company.getByText('Voorgesteld bedrag: € 400,00').waitFor();

  const creator = await openPage(t, browser, MOBILE);
  await login(creator, hired.creatorEmail);
  await openPaymentTab(creator, paymentTab);
  await creator.getByText('Voorgesteld bedrag: € 400,00').waitFor();

  // The company changes her mind while the creator's screen still says 400.
  await propose(company, '1');
  await company.getByText('Voorgesteld bedrag: € 1,00').waitFor();

  await creator.getByRole('button', { name: 'Bedrag bevestigen' }).click();
  await creator
    .getByText('Het voorgestelde bedrag is intussen gewijzigd. Bekijk het nieuwe bedrag en bevestig opnieuw.')
    .waitFor();
  await creator.getByText('Voorgesteld bedrag: € 1,00').waitFor();
  await screenshot(creator, 'amount-agreement-refused');
  await creator.getByLabel('Bedragen').getByText('€ 240,00').first().waitFor();

  await openPaymentTab(creator);
  await creator.getByText('Voorgesteld bedrag: € 1,00').waitFor();
  await creator.getByRole('button', { name: 'Bedrag bevestigen' }).click();
  await creator.getByText('Het nieuwe bedrag is bevestigd.').first().waitFor();
  await creator.getByLabel('Bedragen').getByText('€ 1,00').first().waitFor();
  await screenshot(creator, 'amount-agreement-confirmed');
});
