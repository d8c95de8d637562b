// axe-core on every page of the route table: no serious or critical violations.
// Pages not checked, and why:
// - /oauth-success shows a spinner for half a second and leaves (to /dashboard with a token, to /login without);
//   Google sign-in itself needs Google's credentials, which the product started for the journeys has not.
// - /creator/:id is the same screen as /creators/:id, which the marketplace journey checks.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { BASE_URL, launchBrowser, uniqueEmail } from '../support/browser.mjs';
import { deliverAndApproveOverApi, hireOverApi, login, openPage, registerCompany, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/register?role=creator',
  '/register?role=bedrijf',
  '/forgot-password',
  '/reset-password?token=x',
  '/algemene-voorwaarden',
  '/privacy-policy',
  '/projects',
  '/creators',
  '/wat-is-ugc',
  '/ugc-voorbeelden',
  '/ugc-marketing-strategie',
  '/ugc-vs-influencer-marketing',
  '/ugc-campagne-opzetten',
  '/ugc-tips-creators',
  '/ugc-trends-2024',
  '/ugc-prijzen',
  '/ugc-bureau',
  '/ugc-content-creators',
  '/resources',
  '/community',
  '/help',
  '/contact',
  '/login?error=oauth_failed',
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

/** Opens a route and checks it once its own screen (not the shell's fallback) has its title. */
async function visit(page, route, title, label = route) {
  await page.goto(BASE_URL + route);
  await page.waitForFunction((expected) => document.title.includes(expected), title);
  await assertAccessible(page, label);
}

/** Every tab of the workspace, as the given user sees it. */
async function checkWorkspace(page, projectId, label) {
  await page.goto(`${BASE_URL}/project-workspace/${projectId}`);
  for (const tab of ['Overzicht', 'Bestanden', 'Chat', 'Tijdlijn', 'Goedkeuring', 'Betaling']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    await assertAccessible(page, `workspace ${label} (${tab})`);
  }
}

test('public pages', async (t) => {
  const page = await openPage(t, browser);
  for (const route of PUBLIC_PAGES) {
    await page.goto(BASE_URL + route);
    await assertAccessible(page, route);
  }
});

test('signed-in pages, every profile tab and the portfolio dialog', async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('axe'));
  await assertAccessible(page, '/dashboard');
  await page.goto(`${BASE_URL}/profile`);
  for (const tab of ['Profiel', 'Portfolio', 'Uitbetalingen', 'Statistieken']) {
    await page.getByRole('tab', { name: tab }).click();
    await assertAccessible(page, `/profile (${tab})`);
  }
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await page.getByRole('button', { name: '+ Nieuw item' }).click();
  await assertAccessible(page, 'portfolio dialog');
});

test("a creator's own pages: analytics, earnings, messages and her active assignments", async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('axe-pages'));
  const pages = [
    ['/analytics', 'Statistieken'],
    ['/earnings', 'Inkomsten'],
    ['/messages', 'Berichten'],
    ['/my-active-projects', 'Mijn actieve opdrachten'],
  ];
  for (const [route, title] of pages) {
    await visit(page, route, title);
  }
});

test("a company's pages: the wizard's steps, the deposit, the test payment, her assignments, analytics, messages, profile", async (t) => {
  const page = await openPage(t, browser);
  await registerCompany(page, uniqueEmail('axe-bedrijf'));
  await assertAccessible(page, '/dashboard (bedrijf, nothing posted)');

  await page.goto(`${BASE_URL}/projects/create`);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByText('De titel moet minimaal 5 karakters lang zijn').waitFor();
  await assertAccessible(page, '/projects/create (step 1, with errors)');
  await page.getByLabel(/^Titel/).fill('Ontbijt met verse broodjes');
  await page.getByLabel(/^Categorie/).selectOption('food-drinks');
  await page
    .getByLabel(/^Beschrijving/)
    .fill('Laat zien hoe je zondag ontbijt met onze verse broodjes, met close-ups van de korst.');
  await page.getByLabel(/^Locatie/).fill('Deventer');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('heading', { name: /Stap 2 van 4/ }).waitFor();
  await assertAccessible(page, '/projects/create (step 2)');
  await page.getByLabel('Contentvereiste 1').fill('Het logo in beeld');
  await page.getByLabel('Oplevering 1: titel').fill('1 video van 30 seconden');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('heading', { name: /Stap 3 van 4/ }).waitFor();
  await assertAccessible(page, '/projects/create (step 3)');
  await page.getByLabel(/^Budget/).fill('150');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('heading', { name: /Stap 4 van 4/ }).waitFor();
  await assertAccessible(page, '/projects/create (step 4)');
  await page.getByRole('button', { name: 'Opdracht publiceren' }).click();

  await page.waitForURL(/\/projects\/[^/]+\/payment$/);
  const projectId = new URL(page.url()).pathname.split('/')[2];
  await page.getByRole('button', { name: 'Betaal met iDEAL' }).waitFor();
  await assertAccessible(page, '/projects/:id/payment');
  await page.getByRole('button', { name: 'Betaal met iDEAL' }).click();
  await page.getByRole('heading', { name: 'Testbetaling' }).waitFor();
  await assertAccessible(page, '/payment-simulator');
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await page.waitForURL('**/payment-cancel?**');
  await assertAccessible(page, '/payment-cancel');
  await page.goto(`${BASE_URL}/projects/${projectId}/payment`);
  await page.getByRole('button', { name: 'Betaal met iDEAL' }).click();
  await page.getByRole('heading', { name: 'Testbetaling' }).waitFor();
  await page.getByRole('button', { name: 'Betalen' }).click();
  await page.getByRole('heading', { name: 'Betaling Geslaagd!' }).waitFor();
  await assertAccessible(page, '/payment-success');

  const pages = [
    ['/dashboard', 'Dashboard'],
    ['/my-projects', 'Mijn opdrachten'],
    [`/projects/${projectId}`, 'Opdracht'],
    [`/projects/${projectId}/proposals`, 'Voorstellen'],
    [`/projects/${projectId}/edit`, 'Opdracht bewerken'],
    ['/analytics', 'Statistieken'],
    ['/messages', 'Berichten'],
  ];
  for (const [route, title] of pages) await visit(page, route, title, `${route} (bedrijf)`);
  await page.goto(`${BASE_URL}/profile`);
  for (const tab of ['Profiel', 'Facturen', 'Statistieken']) {
    await page.getByRole('tab', { name: tab }).click();
    await assertAccessible(page, `/profile (bedrijf, ${tab})`);
  }
});

test('a hired assignment: its proposals, the workspace for both, the final payment, the payout onboarding', async (t) => {
  const hired = await hireOverApi({
    label: 'axe-werkruimte',
    companyName: 'Kaasmakerij Het Gouwe',
    title: `Kaas op de plank ${Date.now().toString(36).slice(-5)}`,
    description: 'Laat zien hoe je met onze jonge kaas een borrelplank maakt, met een rustig en warm beeld.',
    contentType: 'beide',
    motivation: 'Ik maak elke week een borrelplank voor vrienden en film dat graag, met aandacht voor het snijden.',
    bio: 'Ik maak korte video’s over eten en lokale makers.',
  });
  const company = await openPage(t, browser);
  await login(company, hired.companyEmail);
  await visit(company, `/projects/${hired.projectId}/proposals`, 'Voorstellen', '/projects/:id/proposals (hired)');
  await visit(company, '/messages', 'Berichten', '/messages (bedrijf, with a conversation)');
  await checkWorkspace(company, hired.projectId, 'bedrijf, in progress');

  const creator = await openPage(t, browser);
  await login(creator, hired.creatorEmail);
  await checkWorkspace(creator, hired.projectId, 'creator, in progress');

  await deliverAndApproveOverApi(hired, 'borrelplank.png');
  await checkWorkspace(creator, hired.projectId, 'creator, approved');
  await checkWorkspace(company, hired.projectId, 'bedrijf, approved');
  await visit(company, `/project/${hired.projectId}/approve-payment`, 'Eindbetaling', '/project/:id/approve-payment');
  await company.getByRole('button', { name: 'Betaal met iDEAL' }).click();
  await company.getByRole('dialog').waitFor();
  await assertAccessible(company, 'final payment confirmation');
  await company.getByRole('button', { name: 'Ja, betalen' }).click();
  await company.getByRole('heading', { name: 'Testbetaling' }).waitFor();
  await company.getByRole('button', { name: 'Betalen' }).click();
  await company.getByRole('heading', { name: 'Betaling Voltooid' }).waitFor();
  await assertAccessible(company, '/payment-success (final)');
  await checkWorkspace(company, hired.projectId, 'bedrijf, completed');

  await creator.goto(`${BASE_URL}/profile`);
  await creator.getByRole('tab', { name: 'Uitbetalingen' }).click();
  await creator.getByRole('button', { name: 'Bankrekening koppelen' }).click();
  await creator.waitForURL('**/payout-onboarding**');
  await creator.waitForFunction(() => document.title.includes('Bankrekening koppelen'));
  await assertAccessible(creator, '/payout-onboarding');
});
