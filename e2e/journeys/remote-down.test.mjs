// The account remote is unreachable: the shell shows its Dutch fallback, the rest keeps working, and retry recovers.
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, screenshot } from '../support/browser.mjs';
import { openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

test('a remote that is down shows the fallback and recovers on retry', async (t) => {
  const page = await openPage(t, browser);
  await page.route('**/remotes/account/**', (route) => route.abort('connectionrefused'));

  await page.goto(`${BASE_URL}/login`);
  await page.getByText('Dit onderdeel kon niet worden geladen.').waitFor();
  await screenshot(page, 'remote-down-fallback');

  // Navigation and the shell's own pages keep working.
  await page.getByRole('link', { name: 'Opdrachten' }).first().click();
  await page.getByRole('heading', { name: 'Opdrachten' }).waitFor();
  await page.goBack();
  await page.getByText('Dit onderdeel kon niet worden geladen.').waitFor();

  await page.unroute('**/remotes/account/**');
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await page.getByRole('heading', { name: 'Welkom terug' }).waitFor();
});
