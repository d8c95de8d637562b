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
export async function openPage(t, browser, viewport = { width: 1280, height: 800 }, locale = 'nl-NL') {
  const context = await browser.newContext({ viewport, locale });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
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

/**
 * What the marketplace journey does in the browser, over the API: a company and a creator register, the company
 * posts and funds an assignment, the creator proposes and is hired. Answers the emails, tokens and project id.
 */
export async function hireOverApi({ label, companyName, title, description, contentType, motivation, bio }) {
  const companyEmail = uniqueEmail(`${label}-bedrijf`);
  const creatorEmail = uniqueEmail(`${label}-creator`);
  const company = await callApi('POST', '/auth/register', {
    role: 'bedrijf',
    email: companyEmail,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName,
    contactPerson: 'Mila de Wit',
    companySize: '11-50',
    industry: 'food-drinks',
  });
  const creator = await callApi('POST', '/auth/register', {
    role: 'creator',
    email: creatorEmail,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Noor',
    lastName: 'Bakker',
    dateOfBirth: '1996-06-06',
    phoneNumber: '0622222222',
    bio,
  });
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
  await callApi('POST', `/proposals/project/${project.id}`, { motivation, price: 240, deliveryTimeInDays: 5 }, creator.token);
  const { proposals } = await callApi('GET', `/proposals/project/${project.id}`, undefined, company.token);
  await callApi('POST', `/proposals/accept/${proposals[0].id}`, undefined, company.token);
  return { projectId: project.id, companyEmail, creatorEmail, companyToken: company.token, creatorToken: creator.token };
}

/** The hired creator uploads one photo under `fileName` and submits it; the company approves the delivery. */
export async function deliverAndApproveOverApi({ projectId, creatorToken, companyToken }, fileName) {
  const form = new FormData();
  form.append('title', fileName);
  form.append('deliverable', new Blob([TINY_PNG], { type: 'image/png' }), fileName);
  const uploaded = await fetch(`${BASE_URL}/api/upload/deliverable/${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creatorToken}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}`);
  await callApi('POST', `/projects/${projectId}/submit`, undefined, creatorToken);
  const { project } = await callApi('POST', `/projects/${projectId}/approve`, undefined, companyToken);
  return project;
}
