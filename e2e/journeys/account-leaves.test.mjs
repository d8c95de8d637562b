// A creator deletes her account during an assignment: the company is not left waiting. Company (nl-NL) and creator
// (en-US) in two contexts, once with the company at 1280 px and once at 390 px; the hire goes over the API, the
// deletion through the creator's own profile screen, and the company ends the assignment from the workspace.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { PASSWORD, callApi, hireOverApi, login, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

for (const [size, companyViewport, creatorViewport] of [
  ['1280', DESKTOP, MOBILE],
  ['390', MOBILE, DESKTOP],
]) {
  test(`the creator deletes her account mid-assignment; the company cancels and gets her deposit back (${size} px)`, async (t) => {
    const hire = await hireOverApi({
      label: `vertrek-${size}`,
      companyName: 'Fietsmakers Utrecht',
      title: `Fietsroute langs de Vecht ${Date.now().toString(36).slice(-5)}`,
      description: 'Film een fietsroute langs de Vecht op een van onze stadsfietsen, met de molen en het water in beeld.',
      contentType: 'video',
      motivation: 'Ik fiets elke week langs de Vecht en film mijn ritten met een stabiele camera op het stuur.',
      bio: 'Ik maak rustige fietsvideo’s in en rond Utrecht.',
    });
    await callApi('POST', `/projects/${hire.projectId}/start`, undefined, hire.creatorToken);
    const workspace = `${BASE_URL}/project-workspace/${hire.projectId}`;

    const company = await openPage(t, browser, companyViewport);
    const creator = await openPage(t, browser, creatorViewport, { locale: 'en-US' });
    await login(company, hire.companyEmail);
    await login(creator, hire.creatorEmail);

    // --- The company waits for a delivery date days away: nothing to end yet ---
    await company.goto(workspace);
    await company.getByRole('region', { name: 'Volgende stap' }).getByText('De creator werkt aan de oplevering.').waitFor();
    assert.equal(await company.getByRole('region', { name: 'Account verwijderd' }).count(), 0);

    // --- The creator deletes her account from her profile screen ---
    await creator.goto(`${BASE_URL}/profile`);
    const deletion = creator.getByRole('region', { name: 'Account verwijderen' });
    await deletion.getByRole('button', { name: 'Account verwijderen…' }).click();
    const dialog = creator.getByRole('dialog');
    await dialog.getByLabel('Je wachtwoord').pressSequentially(PASSWORD);
    await screenshot(creator, `account-leaves-creator-confirms-${size}`);
    await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
    await creator.waitForURL((url) => !url.pathname.startsWith('/profile'));

    // --- The company reloads: the banner says what happened and both ways on ---
    await company.reload();
    const banner = company.getByRole('region', { name: 'Account verwijderd' });
    await banner.getByText('De creator heeft haar account verwijderd.').waitFor();
    await banner.getByText('Je kunt de opdracht nu annuleren: je aanbetaling wordt volledig terugbetaald.').waitFor();
    // No delivery date holds anyone to a deleted account.
    assert.equal(await company.getByRole('region', { name: 'Volgende stap' }).count(), 0);
    await company.getByText('Verwijderd account').first().waitFor();
    await screenshot(company, `account-leaves-company-banner-${size}`);

    await banner.getByRole('button', { name: 'Opdracht annuleren' }).click();
    const ask = company.getByRole('dialog');
    await ask.getByText('De opdracht wordt geannuleerd en je aanbetaling volledig terugbetaald. Weet je het zeker?').waitFor();
    await ask.getByRole('button', { name: 'Opdracht annuleren' }).click();
    await company.getByText('Opdracht geannuleerd. De aanbetaling wordt volledig terugbetaald.').waitFor();
    await company.waitForURL('**/my-projects');
    await company.getByRole('heading', { name: 'Mijn opdrachten' }).waitFor();
    await screenshot(company, `account-leaves-company-refunded-${size}`);

    // The deposit went back in full, and the project is gone for everyone.
    const { data } = await callApi('GET', `/payments/projects/${hire.projectId}/status`, undefined, hire.companyToken);
    assert.equal(data.deposit.status, 'refunded');
    await company.goto(workspace);
    await company.getByRole('heading', { level: 1, name: 'Geen toegang tot deze opdracht' }).waitFor();
  });
}
