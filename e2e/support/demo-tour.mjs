/* eslint-disable no-console -- a command-line tool: its output is the point */
// Screenshots of what the demo accounts of `make start` see: the demo company and creator1 on their analytics,
// dashboard, earnings and active assignments, and the workspaces of the demo's completed and running assignments:
//   E2E_BASE_URL=http://localhost:3000 node e2e/support/demo-tour.mjs   → e2e/artifacts/demo-*.png
import { BASE_URL, DESKTOP, launchBrowser, screenshot } from './browser.mjs';

const PASSWORD = 'demo1234';

async function call(path, token, body) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

// The completed assignment of creator1 (the demo company has two) and the one she is working on.
const { token } = await call('/auth/login', undefined, { email: 'creator1@clipwerk.nl', password: PASSWORD });
const { projects } = await call('/projects/my-active?limit=50', token);
const completed = projects.find((project) => project.status === 'completed');
const running = projects.find((project) => project.status === 'in_progress');
if (!completed || !running) throw new Error('creator1 has no completed or running assignment: is the demo seeded?');

const browser = await launchBrowser();
try {
  for (const [who, email, routes] of [
    [
      'bedrijf',
      'demo@clipwerk.nl',
      ['/analytics', '/dashboard', `/project-workspace/${completed.id}`, `/project-workspace/${running.id}`],
    ],
    [
      'creator1',
      'creator1@clipwerk.nl',
      ['/analytics', '/dashboard', '/earnings', '/my-active-projects', `/project-workspace/${completed.id}`],
    ],
  ]) {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && console.log(`[console ${who}] ${message.text()}`));
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL('**/dashboard');
    for (const route of routes) {
      await page.goto(BASE_URL + route);
      await page.waitForLoadState('networkidle');
      const name = route.includes(completed.id)
        ? 'workspace-completed'
        : route.includes(running.id)
          ? 'workspace-running'
          : route.slice(1);
      console.log(await screenshot(page, `demo-${who}-${name}`));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
