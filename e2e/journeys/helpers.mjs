// Steps the journeys share: filling the registration forms like a user would.
import { BASE_URL, uniqueEmail } from '../support/browser.mjs';

export const PASSWORD = 'Geheim-123';

export async function registerCreator(page, email, { firstName = 'Sanne' } = {}) {
  await page.goto(`${BASE_URL}/register`);
  await page.getByRole('button', { name: /Ik ben een creator/ }).click();
  await page.getByLabel('Voornaam').fill(firstName);
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('Geboortedatum').fill('1996-04-12');
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByLabel('Bevestig wachtwoord').fill(PASSWORD);
  await page.getByLabel('Bio').fill('Ik maak eerlijke reviews en unboxings voor beauty- en lifestylemerken.');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await page.waitForURL('**/dashboard');
}

export async function registerCompany(page, email, { contactPerson = 'Pieter Jansen', companyName = 'Bakkerij Jansen' } = {}) {
  await page.goto(`${BASE_URL}/register`);
  await page.getByRole('button', { name: /Ik ben een bedrijf/ }).click();
  await page.getByLabel('Bedrijfsnaam').fill(companyName);
  await page.getByLabel('Contactpersoon').fill(contactPerson);
  await page.getByLabel('Bedrijfsgrootte').selectOption('11-50');
  await page.getByLabel('Branche').selectOption('food-drinks');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByLabel('Bevestig wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await page.waitForURL('**/dashboard');
}

export async function login(page, email, { remember = true } = {}) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  if (!remember) await page.getByLabel('Onthoud mij').uncheck();
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** A new browser context (own storage), Dutch unless another locale is asked for, closed with the test. */
export async function openPage(t, browser, viewport = { width: 1280, height: 800 }, { locale = 'nl-NL' } = {}) {
  const context = await browser.newContext({ viewport, locale });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Events travel through the outbox: reload until `locator` shows up. `afterReload` brings it back into view after
 * each reload, when it lives in something a reload closes (the bell's list).
 */
export async function eventually(page, locator, { tries = 20, afterReload = async () => {} } = {}) {
  for (let i = 0; i < tries; i++) {
    if (
      await locator
        .first()
        .isVisible()
        .catch(() => false)
    )
      return;
    await page.waitForTimeout(500);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await afterReload();
  }
  await locator.first().waitFor({ timeout: 2_000 });
}

export const TOKEN_KEY = 'clipwerk.token';

// The smallest valid PNG (1x1 pixel): the server decides file types from the bytes.
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One API call as the journeys' setup makes it; fails the journey on anything but 2xx. */
export async function callApi(method, route, body, token) {
  const response = await fetch(`${BASE_URL}/api${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A company registered over the API: its registration answer (token, user). */
export async function registerCompanyOverApi(email, companyName = 'Bakkerij Jansen') {
  return callApi('POST', '/auth/register', {
    role: 'bedrijf',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName,
    contactPerson: 'Mila de Wit',
    companySize: '11-50',
    industry: 'food-drinks',
  });
}

/** A creator registered over the API: her registration answer (token, user). */
export async function registerCreatorOverApi(email, bio = 'Ik maak eerlijke reviews en unboxings voor lifestylemerken.') {
  return callApi('POST', '/auth/register', {
    role: 'creator',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Noor',
    lastName: 'Bakker',
    dateOfBirth: '1996-06-06',
    phoneNumber: '0622222222',
    bio,
  });
}

/**
 * What the marketplace journey does in the browser, over the API: a company and a creator register, the company
 * posts and funds an assignment, the creator proposes and is hired. Answers the emails, tokens and project id.
 */
export async function hireOverApi({ motivation, ...assignment }) {
  const funded = await fundOverApi(assignment);
  const { projectId, companyToken, creatorToken } = funded;
  await callApi('POST', `/proposals/project/${projectId}`, { motivation, price: 240, deliveryTimeInDays: 5 }, creatorToken);
  const { proposals } = await callApi('GET', `/proposals/project/${projectId}`, undefined, companyToken);
  await callApi('POST', `/proposals/accept/${proposals[0].id}`, { price: proposals[0].price }, companyToken);
  return funded;
}

/** A company and a creator register, the company posts an assignment and pays its deposit: open for proposals. */
export async function fundOverApi({ label, companyName, title, description, contentType, bio }) {
  const companyEmail = uniqueEmail(`${label}-bedrijf`);
  const creatorEmail = uniqueEmail(`${label}-creator`);
  const company = await registerCompanyOverApi(companyEmail, companyName);
  const creator = await registerCreatorOverApi(creatorEmail, bio);
  const { project } = await callApi(
    'POST',
    '/projects',
    { title, description, budget: 250, category: 'food-drinks', contentType },
    company.token,
  );
  const checkout = await callApi('POST', `/payments/projects/${project.id}/deposit`, { method: 'ideal' }, company.token);
  await callApi(
    'POST',
    `/payments/simulate-payment/${project.id}/deposit`,
    { paymentId: checkout.data.paymentId, outcome: 'paid' },
    company.token,
  );
  return { projectId: project.id, companyEmail, creatorEmail, companyToken: company.token, creatorToken: creator.token };
}

/** The hired creator uploads one photo under `fileName` and submits it; answers the uploaded file. */
export async function deliverOverApi({ projectId, creatorToken }, fileName) {
  const form = new FormData();
  form.append('title', fileName);
  form.append('deliverable', new Blob([TINY_PNG], { type: 'image/png' }), fileName);
  const uploaded = await fetch(`${BASE_URL}/api/upload/deliverable/${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creatorToken}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}`);
  const { file } = await uploaded.json();
  await callApi('POST', `/projects/${projectId}/submit`, undefined, creatorToken);
  return file;
}

/** The hired creator uploads one photo under `fileName` and submits it; the company approves the version she saw. */
export async function deliverAndApproveOverApi(hire, fileName) {
  const file = await deliverOverApi(hire, fileName);
  const { project } = await callApi('POST', `/projects/${hire.projectId}/approve`, { fileIds: [file.id] }, hire.companyToken);
  return project;
}

/**
 * A real, playable WebM of `seconds` seconds, recorded in the page from a canvas (frame counter on a colour), so the
 * company's player has a duration to seek in.
 */
export async function recordVideo(page, seconds, colour) {
  const base64 = await page.evaluate(
    async ({ seconds, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d');
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
      const chunks = [];
      recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      let frame = 0;
      const timer = setInterval(() => {
        context.fillStyle = colour;
        context.fillRect(0, 0, 320, 180);
        context.fillStyle = '#fff';
        context.font = '32px sans-serif';
        context.fillText(`Espresso ${(frame++ / 25).toFixed(1)} s`, 40, 100);
      }, 40);
      recorder.start(250);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { seconds, colour },
  );
  return Buffer.from(base64, 'base64');
}
