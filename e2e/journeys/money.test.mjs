// Money typed the Dutch way in any browser: a company in an en-US browser and one in an nl-NL browser each type the
// budget '300,50' key by key, see € 300,50 on the review step and the deposit page (also after a reload), correct it
// to '1.250' on the edit screen (stored as 1250); a creator in a browser of the other locale offers '275,50' and the
// company sees € 275,50, then the contract amount € 275,50 in the workspace; a creator's base rate '150,75' comes back
// as she wrote it. A mistyped amount ('300,5,0', '3.00', '12,345', '150.5') is refused at the field in Dutch and never
// sent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, MOBILE, DESKTOP, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { callApi, eventually, login, openPage, registerCompanyOverApi, registerCreatorOverApi } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const MOTIVATION = 'Ik film al jaren koffiemomenten thuis: rustig tempo, mooie close-ups van het malen en opgieten.';
/** Intl writes a no-break space after the euro sign; match any space. */
const euro = (amount) => new RegExp(`€\\s${amount.replace('.', '\\.')}`);

/** Total budget, deposit and final amount as the deposit page shows them, spaces made plain. */
async function depositFigures(page) {
  const amounts = page.locator('.mk-amounts dd');
  await amounts.first().waitFor();
  return (await amounts.allInnerTexts()).map((text) => text.replace(/\s/g, ' '));
}

/** Every request that would store something (anything but a GET) to one of `routes`, in order. */
function recordWrites(page, routes) {
  const writes = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && routes.some((route) => pathname.startsWith(`/api${route}`)))
      writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

/** Types over what a field holds, key by key. */
async function retype(field, text) {
  await field.clear();
  await field.pressSequentially(text);
}

async function wizardToBudget(page, title) {
  await page.goto(`${BASE_URL}/projects/create`);
  await page.getByLabel(/^Titel/).fill(title);
  await page.getByLabel(/^Categorie/).selectOption('food-drinks');
  await page
    .getByLabel(/^Beschrijving/)
    .fill('Wij branden koffie in Zwolle. Laat zien hoe je thuis filterkoffie zet met onze verse bonen, met close-ups.');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Oplevering 1: titel').fill('1 video van 30 seconden');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('heading', { name: /Budget & timing/ }).waitFor();
}

for (const [companyLocale, creatorLocale] of [
  ['en-US', 'nl-NL'],
  ['nl-NL', 'en-US'],
]) {
  test(`a company in ${companyLocale} types the budget, a creator in ${creatorLocale} the price, both in euros and cents`, async (t) => {
    const tag = companyLocale.toLowerCase();
    const title = `Koffiebonen in beeld ${tag} ${Date.now().toString(36).slice(-5)}`;
    const companyEmail = uniqueEmail(`money-${tag}-bedrijf`);
    const creatorEmail = uniqueEmail(`money-${tag}-creator`);
    const { token: companyToken } = await registerCompanyOverApi(companyEmail);
    await registerCreatorOverApi(creatorEmail);

    // --- the wizard: a mistyped budget is refused at the field, '300,50' is € 300,50 ---
    const company = await openPage(t, browser, DESKTOP, { locale: companyLocale });
    assert.equal(await company.evaluate(() => navigator.language), companyLocale);
    const companyWrites = recordWrites(company, ['/projects', '/payments']);
    await login(company, companyEmail);
    await wizardToBudget(company, title);
    const budget = company.getByLabel(/^Budget/);
    await budget.pressSequentially('300,5,0');
    await company.getByRole('button', { name: 'Volgende' }).click();
    await company.getByText('Gebruik maar één komma, voor de centen: bijvoorbeeld 300,50').waitFor();
    assert.equal(await budget.getAttribute('aria-invalid'), 'true');
    await company.setViewportSize(MOBILE);
    await screenshot(company, `money-${tag}-budget-refused-mobile`);
    await company.setViewportSize(DESKTOP);
    await retype(budget, '3.00');
    await company.getByRole('button', { name: 'Volgende' }).click();
    await company.getByText(/Gebruik een komma voor de centen/).waitFor();
    await retype(budget, '300,50');
    assert.equal(await budget.inputValue(), '300,50', 'the field keeps what she typed');
    await company.getByRole('button', { name: 'Volgende' }).click();
    await company.getByRole('heading', { name: /Stap 4 van 4: Controleren/ }).waitFor();
    const review = company.locator('.mk-review');
    await review.getByText(euro('300,50')).waitFor();
    await screenshot(company, `money-${tag}-review`);
    assert.deepEqual(companyWrites, [], 'nothing is sent before publishing');
    await company.getByRole('button', { name: 'Opdracht publiceren' }).click();

    // --- the deposit page asks half of € 300,50, also after a reload ---
    await company.waitForURL(/\/projects\/[^/]+\/payment$/);
    const projectId = new URL(company.url()).pathname.split('/')[2];
    assert.deepEqual(companyWrites, ['POST /api/projects']);
    assert.deepEqual(await depositFigures(company), ['€ 300,50', '€ 150,25', '€ 150,25']);
    await company.reload();
    assert.deepEqual(await depositFigures(company), ['€ 300,50', '€ 150,25', '€ 150,25'], 'after a reload');
    await screenshot(company, `money-${tag}-deposit`);
    const stored = await callApi('GET', `/projects/${projectId}`, undefined, companyToken);
    assert.equal(stored.project.budget, 300.5);

    // --- the edit screen loads it as '300,50'; a second budget typed '1.250' is stored as 1250 ---
    await company.goto(`${BASE_URL}/projects/${projectId}/edit`);
    const editBudget = company.getByLabel(/^Budget/);
    await company.waitForFunction((el) => el.value !== '', await editBudget.elementHandle());
    assert.equal(await editBudget.inputValue(), '300,50');
    await retype(editBudget, '300,5,0');
    await company.getByRole('button', { name: 'Opslaan' }).click();
    await company.getByText('Gebruik maar één komma, voor de centen: bijvoorbeeld 300,50').waitFor();
    await screenshot(company, `money-${tag}-edit-refused`);
    assert.deepEqual(companyWrites, ['POST /api/projects'], 'a refused budget is never sent');
    await retype(editBudget, '1.250');
    await company.getByRole('button', { name: 'Opslaan' }).click();
    await company.getByText('Opdracht bijgewerkt!').first().waitFor();
    assert.equal((await callApi('GET', `/projects/${projectId}`, undefined, companyToken)).project.budget, 1250);
    await company.goto(`${BASE_URL}/projects/${projectId}/payment`);
    assert.deepEqual(await depositFigures(company), ['€ 1.250,00', '€ 625,00', '€ 625,00']);
    await company.getByRole('button', { name: 'Betaal met iDEAL' }).click();
    await company.waitForURL('**/payment-simulator?**');
    await company.getByRole('button', { name: 'Betalen' }).click();
    await company.getByRole('heading', { name: 'Betaling geslaagd!' }).waitFor();

    // --- the creator, in the other locale, offers '275,50' ---
    const creator = await openPage(t, browser, DESKTOP, { locale: creatorLocale });
    const creatorWrites = recordWrites(creator, ['/proposals']);
    await login(creator, creatorEmail);
    await creator.goto(`${BASE_URL}/projects/${projectId}`);
    await eventually(creator, creator.getByRole('button', { name: 'Doe een voorstel' }));
    await creator.getByRole('button', { name: 'Doe een voorstel' }).click();
    await creator.getByLabel(/^Motivatie/).fill(MOTIVATION);
    await creator.getByLabel(/^Levertijd/).pressSequentially('7');
    const price = creator.getByLabel(/^Jouw prijs/);
    await price.pressSequentially('275,5,0');
    await creator.getByRole('button', { name: 'Voorstel versturen' }).click();
    await creator.getByText('Gebruik maar één komma, voor de centen: bijvoorbeeld 300,50').waitFor();
    await screenshot(creator, `money-${tag}-price-refused`);
    assert.deepEqual(creatorWrites, [], 'a refused price is never sent');
    await retype(price, '275,50');
    await creator.getByRole('button', { name: 'Voorstel versturen' }).click();
    await creator.getByText('Voorstel verstuurd!').first().waitFor();
    assert.deepEqual(creatorWrites, [`POST /api/proposals/project/${projectId}`]);

    // --- the company sees € 275,50, accepts, and the contract amount is € 275,50 ---
    await company.goto(`${BASE_URL}/projects/${projectId}/proposals`);
    const card = company.getByRole('article').filter({ hasText: 'Noor' });
    await eventually(company, card.getByText(euro('275,50')));
    await screenshot(company, `money-${tag}-proposal`);
    await card.getByRole('button', { name: /Accepteren voorstel van Noor/ }).click();
    await company.getByRole('button', { name: 'Ja, accepteren' }).click();
    await company.getByText('Voorstel geaccepteerd!').first().waitFor();
    // The contract amount reaches payments through events: open the tab again until it is there.
    const contract = company
      .getByLabel('Bedragen')
      .locator('div')
      .filter({ has: company.getByText('Contractbedrag', { exact: true }) })
      .getByText(euro('275,50'));
    for (let i = 0; i < 20 && !(await contract.isVisible().catch(() => false)); i++) {
      await company.goto(`${BASE_URL}/project-workspace/${projectId}`);
      await company.getByRole('tab', { name: 'Betaling' }).click();
      await company.getByLabel('Bedragen').waitFor();
      await company.waitForTimeout(300);
    }
    await contract.waitFor();

    // --- the contract amount field reads cents the same way ---
    const amount = company.getByLabel(/Nieuw contractbedrag/);
    await amount.pressSequentially('12,345');
    await company.getByRole('button', { name: 'Bedrag voorstellen' }).click();
    await company.getByText('Zet één of twee cijfers achter de komma, bijvoorbeeld 300,50').waitFor();
    assert.ok(!companyWrites.some((write) => write.endsWith('/propose-amount')), 'a refused amount is never sent');
    await retype(amount, '280,25');
    await company.getByRole('button', { name: 'Bedrag voorstellen' }).click();
    await company.getByText(/Voorgesteld bedrag: €\s280,25/).waitFor();
    await screenshot(company, `money-${tag}-contract-amount`);
    await company.setViewportSize(MOBILE);
    await screenshot(company, `money-${tag}-contract-amount-mobile`);
    assert.equal(await company.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'scrolls sideways');
  });
}

test('a creator in en-US types her base rate with cents; it comes back as she wrote it', async (t) => {
  const email = uniqueEmail('money-tarief');
  const { token, user } = await registerCreatorOverApi(email);
  const page = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  const writes = recordWrites(page, ['/users/me']);
  await login(page, email);
  await page.goto(`${BASE_URL}/profile`);
  const rate = page.getByLabel('Basistarief per video (€)');
  await rate.pressSequentially('150.5');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await page.getByText(/Gebruik een komma voor de centen/).waitFor();
  assert.deepEqual(writes, [], 'a refused rate is never sent');
  await retype(rate, '150,75');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await page.getByText('Profiel opgeslagen').waitFor();
  assert.equal((await callApi('GET', '/auth/me', undefined, token)).user.pricing.baseRate, 150.75);

  await page.reload();
  await page.waitForFunction((el) => el.value !== '', await rate.elementHandle());
  assert.equal(await rate.inputValue(), '150,75');
  await page.goto(`${BASE_URL}/creators/${user.id}`);
  await page.getByText(/Vanaf €\s150,75/).waitFor();
  await screenshot(page, 'money-base-rate-profile');
});
