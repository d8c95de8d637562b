// A creator edits the profile, uploads a profile picture and adds a portfolio item.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, screenshot, uniqueEmail } from '../support/browser.mjs';
import { TINY_PNG, openPage, registerCreator } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

test('a creator edits the profile and uploads a picture', async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('profiel'));
  await page.goto(`${BASE_URL}/profile`);

  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('Bio').fill('Ik maak tutorials en reviews over duurzame mode.');
  await page.getByRole('checkbox', { name: 'Duurzaamheid' }).check();
  await page.getByLabel('Basistarief per video (€)').fill('150');
  await page.getByLabel('Instagram volgers').pressSequentially('12.500');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await page.getByText('Profiel opgeslagen').waitFor();

  await page
    .locator('input[type="file"][accept="image/*"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByText('Profielfoto bijgewerkt').waitFor();
  const avatar = page.locator('.cw-profile-head img.cw-avatar');
  await avatar.waitFor();
  assert.match((await avatar.getAttribute('src')) ?? '', /\S/);

  await page.reload();
  assert.equal(await page.getByLabel('Plaats').inputValue(), 'Utrecht');
  assert.equal(await page.getByLabel('Instagram volgers').inputValue(), '12500');
  assert.ok(await page.getByRole('checkbox', { name: 'Duurzaamheid' }).isChecked());
  await screenshot(page, 'profile-saved');
});

test('a creator adds a portfolio item with an external link', async (t) => {
  const page = await openPage(t, browser);
  await registerCreator(page, uniqueEmail('portfolio'));
  await page.goto(`${BASE_URL}/profile`);
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await page.getByRole('button', { name: '+ Nieuw item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw portfolio item' });
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await dialog.getByText('Titel is verplicht').waitFor();
  await dialog.getByLabel('Titel').fill('Unboxing zomercollectie');
  await dialog.getByLabel('Of plak een videolink').fill('https://www.tiktok.com/@sanne/video/123');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await page.getByRole('heading', { name: 'Unboxing zomercollectie' }).waitFor();
  await screenshot(page, 'profile-portfolio');
});
