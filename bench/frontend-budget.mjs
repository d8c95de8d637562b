// Front-end budget: median of 5 cold loads in headless Chromium (390 px viewport, CPU slowed 4x like a
// mid-range phone). Measures the JavaScript a first visit downloads, gzipped, split into the shell, the
// Module Federation runtime and remotes, plus LCP, TBT and CLS.
//   E2E_BASE_URL=http://localhost:3000 node bench/frontend-budget.mjs [route ...]   (default route: /)
// Budget: initial JS of the landing route at most 150 KB gzipped in total (federation runtime included).
import { gzipSync } from 'node:zlib';
import { BASE_URL, MOBILE, launchBrowser } from '../e2e/support/browser.mjs';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const BUDGET_KB = 150;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

/** Which part of the web client a script belongs to. */
function partOf(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/remotes/')) return 'remote';
  // The shell's entry chunk is the bundler + federation runtime (its own code only does import('./bootstrap')).
  if (/\/static\/js\/index\.[0-9a-f]+\.js$/.test(pathname) || /module-federation/.test(pathname)) return 'runtime';
  return 'shell';
}

// Collected in the page from the first byte on: LCP, layout shifts, long tasks, first contentful paint.
function installObservers() {
  window.__budget = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__budget.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__budget.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__budget.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__budget.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function measure(browser, route) {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'nl-NL' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(installObservers);

  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });

  await page.goto(BASE_URL + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000); // let late long tasks and layout shifts land
  const vitals = await page.evaluate(() => {
    const { lcp, cls, longTasks, fcp } = window.__budget;
    const tbt = longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { lcp, cls, tbt };
  });
  const bytes = { shell: 0, runtime: 0, remote: 0 };
  for (const script of (await Promise.all(scripts)).filter(Boolean)) bytes[partOf(script.url)] += script.gzip;
  await context.close();
  return { ...vitals, ...bytes, total: bytes.shell + bytes.runtime + bytes.remote };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const browser = await launchBrowser();
try {
  const rows = [];
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, route));
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      route,
      'shell JS': kb(pick('shell')),
      'federation runtime JS': kb(pick('runtime')),
      'remote JS': kb(pick('remote')),
      'total JS (gzip)': kb(pick('total')),
      LCP: `${Math.round(pick('lcp'))} ms`,
      TBT: `${Math.round(pick('tbt'))} ms`,
      CLS: pick('cls').toFixed(3),
      budget: route === '/' ? (pick('total') <= BUDGET_KB * 1024 ? `ok (≤ ${BUDGET_KB} KB)` : `OVER ${BUDGET_KB} KB`) : '',
    });
  }
  console.log(`Front-end budget: ${BASE_URL}, median of ${RUNS} cold loads, 390 px viewport, CPU ${CPU_SLOWDOWN}x slower`);
  console.table(rows);
} finally {
  await browser.close();
}
