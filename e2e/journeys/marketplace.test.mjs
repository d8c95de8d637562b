// The marketplace end to end: a company places an assignment through the wizard and pays the deposit on the
// simulated checkout; two creators find it by a Dutch search word and propose; the company accepts one; the
// accepted creator sees it among their active assignments, the other proposal reads Afgewezen. The demo creators
// show their photos, a profile its portfolio stills, and a clip plays in its tile. Plus axe on the marketplace
// pages and screenshots at 1280 and 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { BASE_URL, MOBILE, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { eventually, openPage, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const DEMO_COMPANY = { email: 'demo@clipwerk.nl', password: 'demo1234' };
const suffix = Date.now().toString(36).slice(-5);
const TITLE = `Unboxing-video van onze verse koffiebonen ${suffix}`;
const MOTIVATION = 'Ik film al jaren koffiemomenten thuis: rustig tempo, mooie close-ups van het malen en opgieten.';
const pathOf = (page) => new URL(page.url()).pathname;
const DEMO_CREATOR_NAMES = [
  'Emma Jansen',
  'Daan de Boer',
  'Sophie Bakker',
  'Lucas Visser',
  'Julia Smit',
  'Sem Mulder',
  'Noor El Amrani',
  'Thijs van Dijk',
  'Lotte Hendriks',
  'Milan Kok',
  'Fleur de Wit',
  'Bram Peters',
];

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

async function loginCompany(page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mailadres').fill(DEMO_COMPANY.email);
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_COMPANY.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

async function searchProjects(page, word) {
  await page.goto(`${BASE_URL}/projects`);
  // A drawn page's field takes keys once the screen's code is there (disabled until then, as she sees); then key by
  // key, as she types: every prefix is a search of its own while the list debounces.
  const field = page.getByLabel('Zoek opdrachten');
  await field.and(page.locator(':enabled')).waitFor();
  await field.pressSequentially(word, { delay: 20 });
}

async function propose(page, price, { reloadFound = false } = {}) {
  await searchProjects(page, 'koffieboon');
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await card.waitFor();
  if (reloadFound) {
    // The address keeps her search: a reload (or the link sent to a friend) shows the same words and list.
    assert.equal(new URL(page.url()).searchParams.get('search'), 'koffieboon');
    await page.reload();
    const field = page.getByLabel('Zoek opdrachten');
    await field.and(page.locator(':enabled')).waitFor();
    assert.equal(await field.inputValue(), 'koffieboon');
    await card.waitFor();
  }
  await card.getByRole('link', { name: /Bekijk details/ }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByRole('button', { name: 'Doe een voorstel' }).click();
  await page.getByLabel(/^Motivatie/).fill(MOTIVATION);
  await page.getByText(`${MOTIVATION.length} / 1000 tekens`).waitFor();
  await page.getByLabel(/^Jouw prijs/).fill(String(price));
  await page.getByLabel(/^Levertijd/).fill('7');
  await page.getByRole('button', { name: 'Voorstel versturen' }).click();
  await page.getByText('Voorstel verstuurd!').first().waitFor();
  await page.getByText('Je voorstel is binnen').waitFor();
}

test('landing page: hero from the shell, sections from the marketplace remote', async (t) => {
  const page = await openPage(t, browser);
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('link', { name: 'Ik ben een bedrijf' }).waitFor();
  await page.mouse.wheel(0, 600);
  await page.getByRole('heading', { name: 'Echte mensen, echte producten' }).waitFor();
  await page.getByRole('button', { name: /Vergroot Koffie thuis/ }).click();
  await page.getByRole('button', { name: 'Sluiten' }).waitFor();
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await page.getByRole('link', { name: 'Plaats je eerste opdracht (gratis)' }).waitFor();
  await page.getByRole('heading', { name: 'UGC in actie' }).waitFor();
  await page.getByText('gemiddeld budget per opdracht').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'marketplace-landing');
  await assertAccessible(page, '/ (with sections)');

  const phone = await openPage(t, browser, MOBILE);
  await phone.goto(`${BASE_URL}/`);
  await phone.mouse.wheel(0, 600);
  await phone.getByRole('heading', { name: 'UGC in actie' }).waitFor();
  await phone.waitForLoadState('networkidle');
  assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, '/ scrolls sideways');
  await screenshot(phone, 'marketplace-landing-mobile');
});

test('company places and pays, creators propose, company accepts one', async (t) => {
  // --- the company places an assignment through the wizard ---
  const company = await openPage(t, browser);
  await loginCompany(company);
  await company.goto(`${BASE_URL}/projects/create`);
  await company.getByRole('button', { name: 'Volgende' }).click();
  await company.getByText('De titel moet minimaal 5 karakters lang zijn').waitFor();
  await company.getByLabel(/^Titel/).fill(TITLE);
  await company.getByLabel(/^Categorie/).selectOption('food-drinks');
  await company
    .getByLabel(/^Beschrijving/)
    .fill(
      'Wij branden koffie in Zwolle. Laat zien hoe je thuis een kop filterkoffie zet met onze verse bonen, met mooie close-ups.',
    );
  await company.getByLabel(/^Locatie/).fill('Zwolle');
  await company.getByRole('button', { name: 'Volgende' }).click();
  await company.getByLabel('Contentvereiste 1').fill('Verpakking duidelijk in beeld');
  await company.getByLabel('Oplevering 1: titel').fill('1 video van 30 seconden');
  await company.getByRole('button', { name: 'Volgende' }).click();
  await company.getByLabel(/^Budget/).fill('150');
  await company.getByRole('button', { name: 'Volgende' }).click();
  await company.getByRole('heading', { name: /Stap 4 van 4: Controleren/ }).waitFor();
  await screenshot(company, 'marketplace-wizard-review');
  await assertAccessible(company, '/projects/create (review)');
  await company.getByRole('button', { name: 'Opdracht publiceren' }).click();

  // --- the deposit page and the simulated checkout ---
  await company.waitForURL(/\/projects\/[^/]+\/payment$/);
  const projectId = pathOf(company).split('/')[2];
  await company.getByText('Wacht op betaling').first().waitFor();
  await company.getByText('Na goedkeuring content').waitFor();
  await screenshot(company, 'marketplace-deposit');
  await assertAccessible(company, '/projects/:id/payment');
  await company.getByRole('button', { name: 'Betaal met iDEAL' }).click();
  await company.waitForURL('**/payment-simulator?**');
  await company.getByText('Testbetaalomgeving').waitFor();
  await screenshot(company, 'marketplace-payment-simulator');
  await company.getByRole('button', { name: 'Betalen' }).click();
  await company.waitForURL('**/payment-success?**');
  await company.getByRole('heading', { name: 'Betaling geslaagd!' }).waitFor();
  assert.equal(new URL(company.url()).searchParams.get('project_id'), projectId);

  // --- live on /projects, found by a Dutch search word ---
  await searchProjects(company, 'koffieboon');
  await eventually(company, company.getByRole('article').filter({ hasText: TITLE }));
  await company.goto(`${BASE_URL}/projects/${projectId}/payment`);
  await company.getByRole('heading', { name: 'Betaling voltooid!' }).waitFor();

  // --- two creators register, find it and propose ---
  const anouk = await openPage(t, browser);
  await registerCreator(anouk, uniqueEmail('anouk'), { firstName: 'Anouk' });
  await propose(anouk, 140);
  await screenshot(anouk, 'marketplace-project-detail-creator');

  const bram = await openPage(t, browser);
  await registerCreator(bram, uniqueEmail('bram'), { firstName: 'Bram' });
  await propose(bram, 160, { reloadFound: true });

  // --- the company accepts Anouk on the proposals page ---
  await company.goto(`${BASE_URL}/projects/${projectId}/proposals`);
  await company.getByText('2 voorstellen').waitFor();
  await screenshot(company, 'marketplace-proposals');
  await assertAccessible(company, '/projects/:id/proposals');
  await company.getByRole('button', { name: /Portfolio van Anouk/ }).click();
  await company.getByRole('dialog', { name: /Portfolio van Anouk/ }).waitFor();
  await company.keyboard.press('Escape');
  await company.getByRole('button', { name: /Accepteren voorstel van Anouk/ }).click();
  await company.getByText('Weet je zeker dat je dit voorstel wilt accepteren?').waitFor();
  await company.getByRole('button', { name: 'Ja, accepteren' }).click();
  await company.getByText('Voorstel geaccepteerd!').first().waitFor();
  const bramCard = company.getByRole('article').filter({ hasText: 'Bram' });
  await eventually(company, bramCard.getByText('Afgewezen'));
  await company.getByRole('article').filter({ hasText: 'Anouk' }).getByText('Geaccepteerd').waitFor();
  await company.getByText('2 voorstellen · 1 geaccepteerd').waitFor();
  await screenshot(company, 'marketplace-proposals-decided');

  // --- my projects for the company ---
  await company.goto(`${BASE_URL}/my-projects`);
  await company.getByRole('heading', { name: TITLE }).waitFor();
  await assertAccessible(company, '/my-projects');

  // --- Anouk sees the assignment as accepted and active ---
  await anouk.goto(`${BASE_URL}/dashboard`);
  await eventually(anouk, anouk.getByText('Geaccepteerd'));
  await anouk.goto(`${BASE_URL}/my-active-projects`);
  await eventually(anouk, anouk.getByRole('heading', { name: TITLE }));
  await screenshot(anouk, 'marketplace-creator-active');
  const activeCard = anouk.getByRole('article').filter({ hasText: TITLE });
  await activeCard.getByText('Creator geselecteerd').waitFor();
  await activeCard.getByRole('link', { name: /Begin met werken/ }).waitFor();
  await assertAccessible(anouk, '/my-active-projects');

  // --- Bram's own view says Afgewezen ---
  await bram.goto(`${BASE_URL}/dashboard`);
  await eventually(bram, bram.getByText('Afgewezen'));
});

test('creators list and profile; a visitor who starts a chat is asked to log in first', async (t) => {
  const page = await openPage(t, browser);
  await page.goto(`${BASE_URL}/creators`);
  await page.getByRole('heading', { name: 'Vind de juiste creator' }).waitFor();
  await assertAccessible(page, '/creators');
  // the demo creators show their photo, loaded, and not their initials
  const cards = await page.locator('.mk-creator-card').evaluateAll((elements) =>
    elements.map((card) => {
      const photo = card.querySelector('img.cw-avatar');
      return {
        name: card.querySelector('h2')?.textContent ?? '',
        loaded: Boolean(photo?.complete && photo.naturalWidth > 0),
        alt: photo?.getAttribute('alt') ?? '',
      };
    }),
  );
  const demoCards = cards.filter((card) => DEMO_CREATOR_NAMES.includes(card.name));
  assert.ok(demoCards.length >= 6, `demo creators on the first page: ${JSON.stringify(cards)}`);
  for (const card of demoCards) {
    assert.deepEqual(card, { name: card.name, loaded: true, alt: `Profielfoto van ${card.name}` });
  }

  await page
    .getByRole('article')
    .filter({ hasText: 'Emma Jansen' })
    .getByRole('link', { name: /Bekijk profiel/ })
    .click();
  await page.waitForURL(/\/creators\/[^/]+$/);
  await page.getByRole('button', { name: 'Start gesprek' }).waitFor();
  // the stills load lazily: bring each into view
  for (const still of await page.locator('.mk-portfolio img').all()) await still.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const stills = await page
    .locator('.mk-portfolio img')
    .evaluateAll((images) => images.map((image) => ({ alt: image.alt, loaded: image.complete && image.naturalWidth > 0 })));
  assert.deepEqual(
    stills.sort((a, b) => a.alt.localeCompare(b.alt)),
    ['Eerlijke review: zonnebrand', 'Ochtendroutine met serum', 'Unboxing zomerbox'].map((title) => ({
      alt: `Beeld uit de video ‘${title}’`,
      loaded: true,
    })),
  );
  assert.ok(await page.getByRole('img', { name: 'Profielfoto van Emma Jansen' }).evaluate((image) => image.naturalWidth > 0));
  await assertAccessible(page, '/creators/:id');
  await page.getByRole('button', { name: 'Video ‘Unboxing zomerbox’ afspelen' }).click();
  const clip = page.getByLabel('Video ‘Unboxing zomerbox’');
  await page.waitForFunction((video) => video.currentTime > 0.3 && video.videoWidth > 0, await clip.elementHandle());
  await screenshot(page, 'marketplace-creator-profile');
  await page.getByRole('button', { name: 'Start gesprek' }).click();
  await page.waitForURL('**/login');

  const phone = await openPage(t, browser, MOBILE);
  for (const route of ['/projects', '/creators']) {
    await phone.goto(BASE_URL + route);
    await phone.waitForLoadState('networkidle');
    assert.equal(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      0,
      `${route} scrolls sideways`,
    );
    await screenshot(phone, `marketplace-mobile${route.replace(/[^a-z0-9]+/gi, '-')}`);
  }
});

test('a cancelled test payment leaves the assignment payable later', async (t) => {
  const page = await openPage(t, browser);
  await loginCompany(page);
  await page.goto(`${BASE_URL}/projects/create`);
  await page.getByLabel(/^Titel/).fill(`Concept dat we later betalen ${suffix}`);
  await page.getByLabel(/^Categorie/).selectOption('other');
  await page.getByLabel(/^Beschrijving/).fill('Kort');
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel(/^Budget/).fill('40');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByText(/Korter dan 50 tekens/).waitFor();
  await page.getByRole('button', { name: 'Opdracht publiceren' }).click();
  await page.waitForURL(/\/payment$/);
  await page.getByRole('button', { name: 'Betaal met iDEAL' }).click();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await page.waitForURL('**/payment-cancel?**');
  await page.getByRole('heading', { name: 'Betaling geannuleerd' }).waitFor();
  await page.getByRole('link', { name: 'Opnieuw proberen te betalen' }).click();
  await page.waitForURL(/\/projects\/[^/]+\/payment$/);
  await page.getByRole('button', { name: 'Betaal met iDEAL' }).waitFor();
});
