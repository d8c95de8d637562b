// Review comments as both parties meet them, in two browser contexts (the company in en-US at 1280 px, the creator
// in nl-NL at 390 px): the company pins a comment at 0:02,4 of a delivered video, typed key by key, reloads and still
// sees it; the creator sees it appear without reloading and answers it; after a revision the creator uploads a new
// version, the comment shows on it with its state, the company jumps to its moment in the new version, resolves it
// (the creator sees that too) and approves through the dialog that says what follows.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, hireOverApi, login, openPage, recordVideo } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

/** Uploads `buffer` as the creator over the API (as the creator's browser does), as a new deliverable or version. */
async function uploadOverApi(projectId, creatorToken, name, buffer, fields = { title: name }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('deliverable', new Blob([buffer], { type: 'video/webm' }), name);
  const uploaded = await fetch(`${BASE_URL}/api/upload/deliverable/${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creatorToken}` },
    body: form,
  });
  assert.ok(uploaded.ok, `upload answered ${uploaded.status}`);
  return uploaded.json();
}

/** Opens a workspace tab; a page the gateway drew keeps its controls disabled until its code takes over. */
const openTab = (page, name) => page.getByRole('tab', { name }).click({ timeout: 45_000 });

/** Waits for the player to know its duration and stand still, then seeks it to `seconds`; answers where it stands. */
function seekPlayer(player, seconds) {
  return player.evaluate(
    (video, to) =>
      new Promise((resolve, reject) => {
        video.addEventListener('error', () => reject(new Error('the video does not play')), { once: true });
        const seekOnceKnown = () => {
          if (!Number.isFinite(video.duration) || video.readyState < 1 || video.seeking) return setTimeout(seekOnceKnown, 50);
          const settled = () =>
            video.seeking ? undefined : (video.removeEventListener('seeked', settled), resolve(video.currentTime));
          video.addEventListener('seeked', settled);
          video.currentTime = to;
        };
        seekOnceKnown();
      }),
    seconds,
  );
}

test('a timed comment stays, reaches the creator at once, is answered, followed to the next version, resolved; approval is confirmed', async (t) => {
  const title = `Latte art in beeld ${Date.now().toString(36).slice(-5)}`;
  const hired = await hireOverApi({
    label: 'opmerking',
    companyName: 'Koffiebar De Molen',
    title,
    description: 'Laat in een korte video zien hoe je met onze melk een hartje in de latte schenkt, van dichtbij.',
    contentType: 'video',
    motivation: 'Ik schenk al jaren latte art en film dat graag van dichtbij, met rustig licht en scherpe details.',
    bio: 'Ik maak korte video’s over koffie en ontbijt.',
  });
  const { projectId, companyEmail, creatorEmail, creatorToken } = hired;
  const workspace = `${BASE_URL}/project-workspace/${projectId}`;

  const company = await openPage(t, browser, DESKTOP, { locale: 'en-US' });
  const creator = await openPage(t, browser, MOBILE, { locale: 'nl-NL' });
  await login(company, companyEmail);
  await login(creator, creatorEmail);

  // --- Delivered over the API: a real 4 s recording, submitted ---
  const firstCut = await recordVideo(creator, 4, '#7a4a2a');
  const { deliverable } = await uploadOverApi(projectId, creatorToken, 'latte.webm', firstCut);
  await callApi('POST', `/projects/${projectId}/submit`, undefined, creatorToken);

  // The creator has her Review tab open before any comment exists.
  await creator.goto(workspace);
  await openTab(creator, 'Goedkeuring');
  await creator.getByText('Nog geen opmerkingen bij deze versie.').waitFor();

  // --- The company seeks to 2.4 s and types a comment key by key; it is stored when posted ---
  await company.goto(workspace);
  await openTab(company, 'Goedkeuring');
  const player = company.getByLabel(/^Video latte\.webm \(versie 1\)/);
  await player.waitFor();
  const at = await seekPlayer(player, 2.4);
  assert.ok(at >= 2.4 && at < 2.5, `the player stands at 2.4 s (${at})`);
  await company.getByLabel('Opmerking op dit moment').pressSequentially('Het logo is te klein');
  await company.getByRole('button', { name: 'Opmerking plaatsen' }).click();
  const marker = company.getByRole('button', { name: 'Ga naar 0:02,4: Het logo is te klein' });
  await marker.waitFor();
  await screenshot(company, 'review-comments-01-company-posted');

  await company.reload();
  await openTab(company, 'Goedkeuring');
  const versionOne = company.getByRole('region', { name: 'Opmerkingen bij versie 1' });
  await versionOne.getByText('Het logo is te klein').waitFor();
  await company.getByRole('button', { name: 'Ga naar 0:02,4: Het logo is te klein' }).waitFor();

  // --- The creator sees it without reloading, and answers ---
  const creatorThread = creator.getByRole('listitem').filter({ hasText: 'Het logo is te klein' }).first();
  await creatorThread.waitFor();
  assert.equal(await creatorThread.getByRole('button', { name: '0:02,4' }).count(), 1, 'the moment to a tenth of a second');
  await creatorThread.getByRole('button', { name: 'Beantwoorden' }).click();
  await creatorThread.getByLabel('Je antwoord').pressSequentially('Ik maak het logo groter in de volgende versie');
  await creatorThread.getByRole('button', { name: 'Antwoord plaatsen' }).click();
  await creatorThread.getByText('Ik maak het logo groter in de volgende versie').waitFor();
  await screenshot(creator, 'review-comments-02-creator-answered');
  // The company hears of the answer without reloading.
  await versionOne.getByText('Ik maak het logo groter in de volgende versie').waitFor();

  // --- A revision; the creator uploads a new version in her Files tab and submits ---
  await company.getByRole('button', { name: 'Revisie vragen' }).click();
  await company.getByLabel('Feedback').pressSequentially('Zie de opmerking bij 0:02');
  await company.getByRole('button', { name: 'Revisieverzoek versturen' }).click();
  await company.getByText('Revisieverzoek verstuurd!').first().waitFor();

  await creator.reload();
  await openTab(creator, 'Bestanden');
  const secondCut = await recordVideo(creator, 4, '#2f5d50');
  await creator
    .getByLabel('Nieuwe versie van latte.webm uploaden')
    .setInputFiles({ name: 'latte-v2.webm', mimeType: 'video/webm', buffer: secondCut });
  await creator.getByText('Versie 2').first().waitFor({ timeout: 60_000 });
  await creator.getByRole('button', { name: 'Opleveren' }).click();
  await creator.getByText('Je content is opgeleverd ter beoordeling.').waitFor();
  await openTab(creator, 'Goedkeuring');
  const earlierForCreator = creator.getByRole('region', { name: 'Opmerkingen bij versie 1' });
  await earlierForCreator.getByText('Het logo is te klein').waitFor();

  // --- On version 2 the company sees the comment of version 1, still open; one click shows that moment now ---
  await company.reload();
  await openTab(company, 'Goedkeuring');
  const playerTwo = company.getByLabel(/^Video latte-v2\.webm \(versie 2\)/);
  await playerTwo.waitFor();
  const earlier = company.getByRole('region', { name: 'Opmerkingen bij versie 1' });
  const thread = earlier.getByRole('listitem').filter({ hasText: 'Het logo is te klein' }).first();
  await thread.getByText('Open', { exact: true }).waitFor();
  await seekPlayer(playerTwo, 0);
  await thread.getByRole('button', { name: '0:02,4' }).click();
  const jumped = await playerTwo.evaluate((video) => video.currentTime);
  assert.ok(Math.abs(jumped - 2.4) < 0.05, `version 2 shows 0:02,4 (${jumped})`);
  await thread.getByRole('button', { name: 'Markeer als opgelost' }).click();
  await thread.getByText('Opgelost', { exact: true }).waitFor();
  await screenshot(company, 'review-comments-03-company-resolved-on-v2');
  // The creator sees it resolved without reloading.
  await earlierForCreator.getByText('Opgelost', { exact: true }).waitFor();
  await screenshot(creator, 'review-comments-04-creator-sees-resolved');

  // --- Approval through the dialog that says what follows ---
  await company.getByRole('button', { name: 'Alles goedkeuren' }).click();
  const dialog = company.getByRole('dialog', { name: 'Content goedkeuren?' });
  await dialog.getByText(/eindbetaling verschuldigd/).waitFor();
  await screenshot(company, 'review-comments-05-approve-dialog');
  await dialog.getByRole('button', { name: 'Ja, goedkeuren' }).click();
  await company.getByText('Alle content is goedgekeurd!').first().waitFor();
  const { project } = await callApi('GET', `/projects/${projectId}`, undefined, hired.companyToken);
  assert.equal(project.status, 'approved');
  assert.ok(deliverable.id, 'the delivered deliverable has an id');
});
