// The money a reader is told, as payments' terms state it: the prices page and the help page name the fee, the
// creator's share, the launch offer and the hold as GET /api/payments/terms sends them (the hold as configured, a
// demo's minutes too), and the revision rounds as GET /api/projects/terms does, in a Dutch and an English browser
// alike, and after a reload; no page keeps its own figure.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, launchBrowser, screenshot } from '../support/browser.mjs';
import { callApi, openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

for (const locale of ['nl-NL', 'en-US']) {
  test(`the prices and help pages state payments' terms (${locale})`, async (t) => {
    const { data: terms } = await callApi('GET', '/payments/terms');
    const { data: contract } = await callApi('GET', '/projects/terms');
    const page = await openPage(t, browser, DESKTOP, { locale });
    await page.goto(`${BASE_URL}/ugc-prijzen`);
    const fees = page.getByText('platformkosten over het bedrag van de opdracht');
    await fees.waitFor();
    await page.getByText(`Clipwerk rekent ${terms.feePercent}% platformkosten`).waitFor();
    const text = await fees.innerText();
    assert.match(text, new RegExp(`de creator krijgt ${terms.creatorSharePercent}%`));
    assert.match(
      text,
      new RegExp(`De eerste ${terms.launchOfferCompanies} bedrijven betalen de eerste ${terms.launchOfferMonths} maanden`),
    );
    await page.getByText(`aandeel van de creator ${terms.holdPeriod} vast (de geschilperiode)`).waitFor();
    const article = page.locator('article');
    assert.equal(await article.getByText('algemene voorwaarden').count(), 0, 'the prices page sends the reader to the terms');
    await screenshot(page, `money-words-prices-${locale}`);

    await page.goto(`${BASE_URL}/help`);
    await page.waitForLoadState('networkidle'); // the drawn page's questions open once the page is live
    await page.getByText('Wanneer krijg ik als creator mijn geld?').click();
    await page.getByText(`jouw deel ${terms.holdPeriod} vastgehouden`).waitFor();
    assert.equal(await page.locator('article').getByText('een korte periode').count(), 0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByText('Wanneer krijg ik als creator mijn geld?').click();
    await page.getByText(`jouw deel ${terms.holdPeriod} vastgehouden`).waitFor();
    await page.getByText('Hoeveel revisies krijg ik?').click();
    await page.getByText(`Er zijn ${contract.revisionRounds} revisierondes inbegrepen`).waitFor();
  });
}
