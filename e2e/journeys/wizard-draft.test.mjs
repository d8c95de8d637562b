// The create wizard keeps a draft: a company types her assignment key by key (in an en-US and in an nl-NL browser),
// reloads half-way and finds everything still there, on the step she was on; she fills in what the brief asks (what
// she wants, the product, do's and don'ts), creates it and lands on the deposit page; the draft is gone. She edits
// the budget to '300,50', saves and goes on to the deposit page showing € 300,50; the edit screen shows '300,50'.
// In the workspace of a hired video assignment without a product or lists, both parties see 'Video', the accepted
// delivery date, and nothing the brief does not have.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, DESKTOP, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { hireOverApi, login, openPage, registerCompanyOverApi } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const DESCRIPTION = 'Wij branden koffie in Zwolle. Laat zien hoe je thuis filterkoffie zet met onze verse bonen.';

async function depositFigures(page) {
  const amounts = page.locator('.mk-amounts dd');
  await amounts.first().waitFor();
  return (await amounts.allInnerTexts()).map((text) => text.replace(/\s/g, ' '));
}

const draftKeys = (page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('clipwerk.wizard-draft.')));

for (const [locale, viewport, size] of [
  ['en-US', DESKTOP, 1280],
  ['nl-NL', MOBILE, 390],
]) {
  test(`the wizard keeps her draft across a reload and the edit goes on to the deposit (${locale}, ${size} px)`, async (t) => {
    const email = uniqueEmail(`wizard-${locale.toLowerCase()}`);
    const title = `Filterkoffie thuis ${locale} ${Date.now().toString(36).slice(-5)}`;
    await registerCompanyOverApi(email);
    const page = await openPage(t, browser, viewport, { locale });
    await login(page, email);

    await page.goto(`${BASE_URL}/projects/create`);
    await page.getByLabel(/^Titel/).pressSequentially(title);
    await page.getByLabel(/^Categorie/).selectOption('food-drinks');
    await page.getByLabel(/^Beschrijving/).pressSequentially(DESCRIPTION);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel(/^Wat wil je ontvangen/).selectOption('video');
    await page.getByLabel('Oplevering 1: titel').pressSequentially('1 video van 30 seconden');
    await page.getByLabel(/^Product/).pressSequentially('Filterbonen Zwolle');
    await page.getByLabel(/^Prijs van het product/).pressSequentially('12,95');

    // --- a reload half-way: the step and everything typed are still there ---
    await page.reload();
    await page.getByRole('heading', { name: /Stap 2 van 4/ }).waitFor();
    assert.equal(await page.getByLabel('Oplevering 1: titel').inputValue(), '1 video van 30 seconden');
    assert.equal(await page.getByLabel(/^Product/).inputValue(), 'Filterbonen Zwolle');
    assert.equal(await page.getByLabel(/^Prijs van het product/).inputValue(), '12,95');
    assert.equal(await page.getByLabel(/^Wat wil je ontvangen/).inputValue(), 'video');
    await page.getByLabel('Te doen 1').pressSequentially('Laat het opgieten zien');
    await page.getByLabel('Niet doen 1').pressSequentially('Geen andere merken in beeld');
    await page.getByRole('button', { name: 'Vorige' }).click();
    assert.equal(await page.getByLabel(/^Titel/).inputValue(), title);
    assert.equal(await page.getByLabel(/^Beschrijving/).inputValue(), DESCRIPTION);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel(/^Budget/).pressSequentially('250');
    await page.getByRole('button', { name: 'Volgende' }).click();
    const review = page.locator('.mk-review');
    await review.getByText('Filterbonen Zwolle', { exact: false }).waitFor();
    await review.getByText('Laat het opgieten zien').waitFor();
    await review.getByText('Geen andere merken in beeld').waitFor();
    await screenshot(page, `wizard-draft-review-${size}`);

    // --- created: to the deposit page, the draft is gone ---
    await page.getByRole('button', { name: 'Opdracht publiceren' }).click();
    await page.waitForURL(/\/projects\/[^/]+\/payment$/);
    const projectId = new URL(page.url()).pathname.split('/')[2];
    assert.deepEqual(await draftKeys(page), []);

    // --- the edit: '300,50', saved, on to the deposit page showing € 300,50 ---
    await page.goto(`${BASE_URL}/projects/${projectId}/edit`);
    const budget = page.getByLabel(/^Budget/);
    await budget.waitFor();
    assert.equal(await budget.inputValue(), '250');
    await budget.clear();
    await budget.pressSequentially('300,50');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(`**/projects/${projectId}/payment`);
    assert.equal((await depositFigures(page))[0], '€ 300,50');
    await screenshot(page, `wizard-draft-deposit-after-edit-${size}`);
    await page.goto(`${BASE_URL}/projects/${projectId}/edit`);
    await page.getByLabel(/^Titel/).waitFor();
    await page.waitForFunction(() => document.querySelector('input[name="budget"]')?.value === '300,50');
    await screenshot(page, `wizard-draft-edit-${size}`);

    // --- a new assignment starts empty ---
    await page.goto(`${BASE_URL}/projects/create`);
    await page.getByRole('heading', { name: /Stap 1 van 4/ }).waitFor();
    assert.equal(await page.getByLabel(/^Titel/).inputValue(), '');
  });
}

test('the workspace shows what the brief has: one video, the delivery date, no empty product or lists', async (t) => {
  const hire = await hireOverApi({
    label: 'brief',
    title: `Eén video van de bonen ${Date.now().toString(36).slice(-5)}`,
    description: 'Laat zien hoe je thuis filterkoffie zet met onze verse bonen, rustig en met close-ups.',
    contentType: 'video',
    motivation: 'Ik film al jaren koffiemomenten thuis: rustig tempo, mooie close-ups van het malen en opgieten.',
  });
  for (const [email, locale, viewport, size] of [
    [hire.companyEmail, 'en-US', DESKTOP, 1280],
    [hire.creatorEmail, 'nl-NL', MOBILE, 390],
  ]) {
    const page = await openPage(t, browser, viewport, { locale });
    await login(page, email);
    await page.goto(`${BASE_URL}/project-workspace/${hire.projectId}`);
    const head = page.getByRole('region', { name: 'Projectgegevens' });
    await head.getByText('Opleveren uiterlijk').waitFor();
    assert.equal((await head.locator('dt:text-is("Soort video") + dd').innerText()).trim(), 'Video');
    assert.match(await head.locator('dt:text-is("Opleveren uiterlijk") + dd').innerText(), /\d{1,2} \w+ \d{4}/);
    assert.equal(await page.getByText(/Niets opgegeven|Productinformatie/).count(), 0);
    await screenshot(page, `wizard-brief-workspace-${size}`);
  }
});
