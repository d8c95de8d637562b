// The flow after hiring in the browser, company and creator side by side in two contexts: the creator starts,
// uploads a video and a photo with visible progress and submits; the company plays the video, pins a comment to a
// moment (stored at once) and asks a revision; the creator sees the comment at that moment, uploads a new version and submits again;
// the company compares the versions and approves. Both follow it on the Tijdlijn tab. Screenshots at every step.
// The hire itself (register, post, deposit, propose, accept) is the marketplace journey's; here it goes over the API.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_URL, launchBrowser, screenshot } from '../support/browser.mjs';
import { TINY_PNG, hireOverApi, login, openPage, recordVideo } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

/** A company and a creator, and an assignment of the company on which the creator was hired. */
const hiredAssignment = (title) =>
  hireOverApi({
    label: 'levering',
    companyName: 'Koffiebranderij De Boon',
    title,
    description: 'Laat zien hoe je onze nieuwe espressobonen maalt, zet en proeft, in een rustige ochtendsfeer.',
    contentType: 'video',
    motivation: 'Ik zet elke ochtend espresso en film dat al jaren: rustige close-ups van malen en opschuimen.',
    bio: 'Ik maak korte, eerlijke video’s over koffie en ontbijt.',
  });

/** Uploads go slowly enough to watch their progress: about 256 kB/s up for this page. */
async function slowUploads(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
}

async function openTab(page, name) {
  await page.getByRole('tab', { name }).click();
}

test('hired to approved: upload with progress, review with a timed comment, a revision, a new version, approval', async (t) => {
  const title = `Espresso in de ochtend ${Date.now().toString(36).slice(-5)}`;
  const { projectId, companyEmail, creatorEmail } = await hiredAssignment(title);
  const workspace = `${BASE_URL}/project-workspace/${projectId}`;

  const creator = await openPage(t, browser);
  const company = await openPage(t, browser);
  await login(creator, creatorEmail);
  await login(company, companyEmail);

  // --- The creator starts from her active assignments ---
  await creator.goto(`${BASE_URL}/my-active-projects`);
  const card = creator.getByRole('article').filter({ hasText: title });
  await card.getByText('Creator geselecteerd').waitFor();
  await card.getByRole('link', { name: /Begin met werken/ }).click();
  await creator.waitForURL(`**/project-workspace/${projectId}`);
  await creator.getByRole('heading', { level: 1, name: title }).waitFor();
  await creator.getByRole('button', { name: 'Begin met werken' }).click();
  await creator.getByText('In uitvoering').first().waitFor();

  // --- Two files, each with its own progress bar; then she submits ---
  const firstCut = await recordVideo(creator, 4, '#6b3e26');
  await openTab(creator, 'Bestanden');
  await slowUploads(creator);
  await creator.getByLabel('Bestanden uploaden').setInputFiles([
    { name: 'espresso.webm', mimeType: 'video/webm', buffer: firstCut },
    { name: 'bonen.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  const videoProgress = creator.getByRole('progressbar', { name: /espresso\.webm/ });
  await videoProgress.waitFor();
  await creator.getByRole('progressbar', { name: /bonen\.png/ }).waitFor();
  await screenshot(creator, 'delivery-creator-uploading');
  await creator.getByText('2 bestanden geüpload!').waitFor({ timeout: 60_000 });
  await creator.getByText('espresso.webm').first().waitFor();
  await creator.getByText('bonen.png').first().waitFor();
  await screenshot(creator, 'delivery-creator-uploaded');
  await creator.getByRole('button', { name: 'Opleveren' }).click();
  await creator.getByText('Je content is opgeleverd ter beoordeling.').waitFor();

  // --- The company plays the video, seeks, pins a comment at 0:02 and asks a revision ---
  await company.goto(workspace);
  await company.getByRole('heading', { level: 1, name: title }).waitFor();
  await openTab(company, 'Goedkeuring');
  await company.getByText('In beoordeling').first().waitFor();
  const player = company.getByLabel(/^Video espresso\.webm \(versie 1\)/);
  await player.waitFor();
  // A recording straight from a browser has no duration in its header: the player finds it, then seeks.
  const position = await player.evaluate(
    (video) =>
      new Promise((resolve, reject) => {
        video.addEventListener('error', () => reject(new Error('the video does not play')), { once: true });
        const seekOnceKnown = () => {
          if (!Number.isFinite(video.duration) || video.currentTime !== 0) return setTimeout(seekOnceKnown, 50);
          video.addEventListener('seeked', () => resolve({ at: video.currentTime, of: video.duration }), { once: true });
          video.currentTime = 2.2;
        };
        seekOnceKnown();
      }),
  );
  assert.ok(position.at >= 2 && position.at < 2.5, `the player seeks to 2.2 s (stands at ${position.at})`);
  await company.getByLabel('Opmerking op dit moment').fill('logo te klein');
  await company.getByRole('button', { name: 'Opmerking plaatsen' }).click();
  const marker = company.getByRole('button', { name: /^Ga naar 0:02,\d: logo te klein$/ });
  const left = parseFloat(await marker.evaluate((element) => element.style.left));
  const expected = (position.at / position.of) * 100;
  assert.ok(Math.abs(left - expected) < 1, `the marker stands at 0:02 of the video (${left}% instead of ${expected}%)`);
  const videoCard = company
    .locator('section.cw-card')
    .filter({ has: company.getByRole('heading', { name: 'espresso.webm', exact: true }) });
  await videoCard.getByRole('button', { name: 'Revisie vragen' }).click();
  await videoCard.getByLabel('Feedback').fill('Het logo mag groter, en graag een close-up van de crema.');
  await screenshot(company, 'delivery-company-review-comment');
  await videoCard.getByRole('button', { name: 'Revisieverzoek versturen' }).click();
  await company.getByText('Revisieverzoek verstuurd!').first().waitFor();

  // --- The creator reads the comment at its moment and uploads a new version ---
  await creator.reload();
  await creator.getByText('Revisie gevraagd').first().waitFor();
  await openTab(creator, 'Bestanden');
  await creator.getByText('logo te klein').first().waitFor();
  const [atTheMoment] = await Promise.all([
    creator.context().waitForEvent('page'),
    creator.getByRole('button', { name: /^0:02,\d$/ }).click(),
  ]);
  await atTheMoment.waitForURL(/#t=2(\.\d+)?$/);
  await atTheMoment.close();
  await screenshot(creator, 'delivery-creator-feedback');
  const secondCut = await recordVideo(creator, 4, '#2f5d50');
  await creator
    .getByLabel('Nieuwe versie van espresso.webm uploaden')
    .setInputFiles({ name: 'espresso-v2.webm', mimeType: 'video/webm', buffer: secondCut });
  await creator.getByText('Versie 2').first().waitFor({ timeout: 60_000 });
  await creator.getByRole('button', { name: 'Opleveren' }).click();
  await creator.getByText('Je content is opgeleverd ter beoordeling.').waitFor();

  // --- The company compares both versions and approves ---
  await company.reload();
  await openTab(company, 'Goedkeuring');
  await company
    .getByLabel(/^Video espresso-v2\.webm \(versie 2\)/)
    .first()
    .waitFor();
  await company.getByRole('button', { name: 'Versies vergelijken' }).first().click();
  const compare = company.getByLabel('Versies vergelijken');
  await compare.getByLabel('Video espresso.webm (versie 1)').waitFor();
  await compare.getByLabel('Video espresso-v2.webm (versie 2)').waitFor();
  await screenshot(company, 'delivery-company-compare');
  await company.getByRole('button', { name: 'Alles goedkeuren' }).click();
  await company.getByRole('dialog', { name: 'Content goedkeuren?' }).getByRole('button', { name: 'Ja, goedkeuren' }).click();
  await company.getByText('Alle content is goedgekeurd!').first().waitFor();
  await company.getByText('Goedgekeurd').first().waitFor();

  // --- Both follow it on the Tijdlijn with real dates ---
  await openTab(company, 'Tijdlijn');
  const today = new Date().toLocaleDateString('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  const timeline = company.getByRole('list', { name: 'Tijdlijn' });
  for (const step of ['Creator geselecteerd', 'Werk gestart', 'Content opgeleverd', 'Content goedgekeurd']) {
    await timeline.getByRole('listitem').filter({ hasText: step }).getByText(today).waitFor();
  }
  assert.equal(await timeline.getByText('Datum onbekend').count(), 0, 'every step on the timeline has its date');
  await screenshot(company, 'delivery-company-timeline');
  await creator.reload();
  await creator.getByText('Goedgekeurd').first().waitFor();
  await screenshot(creator, 'delivery-creator-approved');
});

test('a large upload survives a page reload: choosing the file again continues where it stopped', async (t) => {
  const title = `Espresso in slow motion ${Date.now().toString(36).slice(-5)}`;
  const { projectId, creatorEmail } = await hiredAssignment(title);
  const creator = await openPage(t, browser);
  await login(creator, creatorEmail);
  await creator.goto(`${BASE_URL}/project-workspace/${projectId}`);
  await creator.getByRole('button', { name: 'Begin met werken' }).click();
  await creator.getByText('In uitvoering').first().waitFor();

  // A real recording followed by filler, so the bytes say WebM and the upload takes a while at 256 kB/s.
  // A file on disk, as a person picks it twice: the same name, size and modification time name the same upload.
  const recording = await recordVideo(creator, 1, '#3b2a20');
  const folder = mkdtempSync(path.join(tmpdir(), 'clipwerk-e2e-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const large = path.join(folder, 'lang.webm');
  writeFileSync(large, Buffer.concat([recording, Buffer.alloc(3 * 1024 * 1024, 7)]));
  await openTab(creator, 'Bestanden');
  await slowUploads(creator);
  await creator.getByLabel('Bestanden uploaden').setInputFiles(large);
  const bar = creator.getByRole('progressbar', { name: 'Voortgang lang.webm' });
  await creator.waitForFunction(
    () => Number(document.querySelector('progress[aria-label="Voortgang lang.webm"]')?.getAttribute('value')) >= 30,
    undefined,
    { timeout: 30_000 },
  );
  await bar.waitFor();

  // The page goes away mid-upload; the server keeps what arrived.
  await creator.reload();
  await openTab(creator, 'Bestanden');
  await creator.getByText('Onderbroken uploads').waitFor();
  await creator.getByText(/lang\.webm: kies dit bestand opnieuw/).waitFor();
  await screenshot(creator, 'delivery-creator-interrupted');

  const offsets = [];
  creator.on('request', (request) => {
    if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
  });

  await creator.getByLabel('Bestanden uploaden').setInputFiles(large);
  await creator.getByText('1 bestand geüpload!').waitFor({ timeout: 60_000 });
  assert.ok(offsets[0] > 0, `the upload continued from the bytes already sent (first offset ${offsets[0]})`);
  await creator.getByText('lang.webm').first().waitFor();
});
