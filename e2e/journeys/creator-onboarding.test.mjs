// A new creator is shown the way: registering with a birth date under 18 is refused at the field in Dutch; once
// registered she sees her onboarding checklist on the dashboard and, on her earnings page, that she has no payout
// account yet; she links one through the simulated Stripe onboarding, the step ticks off, and a reload keeps it.
// In an en-US browser at 1280 px and an nl-NL browser at 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, DESKTOP, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { PASSWORD, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const TOO_YOUNG = 'Je moet minimaal 18 jaar zijn om als creator op Clipwerk te werken';

for (const [locale, viewport, size] of [
  ['en-US', DESKTOP, 1280],
  ['nl-NL', MOBILE, 390],
]) {
  test(`a new creator registers at 18 or older and links her payout account from her checklist (${locale}, ${size} px)`, async (t) => {
    const page = await openPage(t, browser, viewport, { locale });
    await page.goto(`${BASE_URL}/register`);
    await page.getByRole('button', { name: /Ik ben een creator/ }).click();
    await page.getByLabel('Voornaam').pressSequentially('Lotte');
    await page.getByLabel('Achternaam').pressSequentially('de Graaf');
    const birthDate = page.getByLabel('Geboortedatum');
    await page.getByText('Je moet minimaal 18 jaar zijn.').waitFor();
    // A date input is typed in the browser's own order; its value is always yyyy-mm-dd.
    await birthDate.fill(`${new Date().getFullYear() - 16}-03-04`);
    await page.getByLabel('Telefoonnummer').pressSequentially('0612345678');
    await page.getByLabel('E-mailadres').pressSequentially(uniqueEmail(`onboarding-${locale.toLowerCase()}`));
    await page.getByLabel(/^Wachtwoord/).pressSequentially(PASSWORD);
    await page.getByLabel('Bevestig wachtwoord').pressSequentially(PASSWORD);
    await page.getByLabel('Bio').pressSequentially('Ik maak korte video’s over koken.');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.locator('.cw-field__error', { hasText: TOO_YOUNG }).waitFor();
    await screenshot(page, `creator-onboarding-too-young-${size}`);
    await birthDate.fill('2000-03-04');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL('**/dashboard');

    // --- the checklist: nothing done yet ---
    const checklist = page.getByRole('region', { name: 'Aan de slag' });
    await checklist.getByText('0 van 3 stappen klaar', { exact: false }).waitFor();
    await screenshot(page, `creator-onboarding-checklist-${size}`);

    // --- her earnings page says what is true ---
    await page.goto(`${BASE_URL}/earnings`);
    await page.getByText('Je hebt nog geen actieve uitbetalingsrekening', { exact: false }).waitFor();
    assert.equal(await page.getByText('naar de gekoppelde rekening', { exact: false }).count(), 0);

    // --- linking the payout account through the simulated onboarding ---
    await page.goto(`${BASE_URL}/dashboard`);
    await checklist.getByRole('link', { name: 'Rekening koppelen' }).click();
    await page.getByRole('button', { name: 'Bankrekening koppelen' }).click();
    await page.waitForURL('**/payout-onboarding**');
    await page.getByLabel('IBAN').pressSequentially('NL91 ABNA 0417 1643 00');
    await page.getByLabel('Naam rekeninghouder').pressSequentially('L. de Graaf');
    await page.getByRole('button', { name: 'Rekening koppelen' }).click();
    await page.waitForURL('**/profile?tab=uitbetalingen');

    await page.goto(`${BASE_URL}/dashboard`);
    await checklist.getByText('1 van 3 stappen klaar', { exact: false }).waitFor();
    await checklist.getByText('Je rekening is gekoppeld.').waitFor();
    await page.reload();
    await checklist.getByText('1 van 3 stappen klaar', { exact: false }).waitFor();
    assert.equal(await checklist.getByRole('link', { name: 'Rekening koppelen' }).count(), 0);
    await screenshot(page, `creator-onboarding-linked-${size}`);
  });
}
