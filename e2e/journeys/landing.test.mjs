// The landing page at a 360 px phone and a 1280 px desktop: one navigation bar, the hero's phone mock-ups inside
// the screen, and a skeleton of the same height where the sections will be, never an empty block or a spinner.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, launchBrowser, screenshot } from '../support/browser.mjs';
import { openPage } from './helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(() => browser?.close());

const PHONE = { width: 360, height: 740 };

for (const viewport of [PHONE, DESKTOP]) {
  test(`landing at ${viewport.width} px: one navigation bar, phones that fit, a skeleton until the sections come`, async (t) => {
    const page = await openPage(t, browser, viewport);
    // The sections answer late, so the stand-in is seen.
    let releaseSections;
    const sectionsHeld = new Promise((resolve) => (releaseSections = resolve));
    await page.route('**/remotes/marketplace/**', async (route) => {
      await sectionsHeld;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/`);
    const skeleton = page.getByRole('region', { name: 'Meer over Clipwerk wordt geladen' });
    await skeleton.waitFor();
    assert.equal(await page.locator('.cw-spinner').count(), 0, 'a spinner stands in for the sections');
    const skeletonHeight = (await skeleton.boundingBox()).height;

    const phones = await page.evaluate(() =>
      [...document.querySelectorAll('.cw-phone')].map((phone) => {
        const box = phone.getBoundingClientRect();
        const screenEl = phone.querySelector('.cw-phone__screen');
        return {
          inside: box.left >= 0 && box.right <= window.innerWidth,
          textFits: [...screenEl.children].every(
            (line) => line.getBoundingClientRect().right <= screenEl.getBoundingClientRect().right + 0.5,
          ),
        };
      }),
    );
    assert.equal(phones.length, 3);
    for (const [index, phone] of phones.entries()) {
      assert.ok(phone.inside, `phone ${index + 1} is cut off by the screen edge`);
      assert.ok(phone.textFits, `the text of phone ${index + 1} runs out of its screen`);
    }

    releaseSections();
    const section = page.locator('.mk-tiles-section');
    await section.waitFor();
    const sectionHeight = (await section.boundingBox()).height;
    assert.ok(
      Math.abs(sectionHeight - skeletonHeight) <= sectionHeight * 0.05,
      `the page jumps when the sections arrive (${skeletonHeight} → ${sectionHeight})`,
    );
    await page.getByRole('heading', { name: 'UGC in actie' }).waitFor();
    // The top bar is the page's only navigation bar; the other <nav>s are the footer's link columns.
    const navs = await page.evaluate(() => [...document.querySelectorAll('nav')].filter((nav) => !nav.closest('footer')).length);
    assert.equal(navs, 1, 'a second navigation bar appears on the page');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, '/ scrolls sideways');
    await screenshot(page, `landing-${viewport.width}`);
  });
}
