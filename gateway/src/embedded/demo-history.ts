import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DEMO_HISTORY_COMPANY,
  DEMO_HISTORY_PASSWORD,
  DEMO_PAYOUT_ACCOUNTS,
  DEMO_STORIES,
  type DemoStory,
} from './demo-history-stories';

/** The smallest valid PNG (1x1 pixel): the file a demo creator hands in (the server judges the type from the bytes). */
const DEMO_DELIVERABLE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Call = (method: string, url: string, token?: string, body?: unknown) => Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Plays the demo company's later assignments through `/api`, as the company and the creators would in the browser:
 * the deposit and the final payment go through payments' simulated provider, so the ledger, invoices, earnings and
 * analytics agree. A story whose title the company already has is skipped, so every start may run this. Everything
 * happens today: the use cases stamp the present and there is no clock to move them back. Payouts follow the hold
 * (minutes under `make start`) through payments' own release job. Quietly does nothing when a demo account's
 * password was changed.
 */
export async function seedDemoHistory(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const call: Call = async (method, url, token, body) => {
    const multipart = body instanceof FormData ? new Request('http://seed', { method: 'POST', body }) : undefined;
    const response = await fastify.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(multipart ? { 'content-type': multipart.headers.get('content-type')! } : {}),
      },
      payload: multipart ? Buffer.from(await multipart.arrayBuffer()) : (body as Record<string, unknown> | undefined),
    });
    if (response.statusCode >= 300)
      throw new Error(`demo history: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const tokens = new Map<string, string>();
  const signIn = async (email: string): Promise<string | undefined> => {
    if (!tokens.has(email)) {
      const response = await fastify.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_HISTORY_PASSWORD },
      });
      if (response.statusCode !== 200) return undefined;
      tokens.set(email, response.json().token);
    }
    return tokens.get(email);
  };

  const company = await signIn(DEMO_HISTORY_COMPANY);
  if (!company) return;
  const { projects } = await call('GET', '/projects/my?status=all&limit=100', company);
  const existing = new Set((projects as { title: string }[]).map((project) => project.title));
  const stories = DEMO_STORIES.filter((story) => !existing.has(story.title));
  for (const email of new Set(stories.map((story) => story.creatorEmail))) {
    if (!(await signIn(email))) return;
  }
  // The stories touch different projects, so they run side by side: most of their time is waiting for events.
  await Promise.all([
    ...Object.entries(DEMO_PAYOUT_ACCOUNTS)
      .filter(([email]) => stories.some((story) => story.creatorEmail === email && story.stage === 'completed'))
      .map(([email, account]) => connectPayoutAccount(call, tokens.get(email)!, account)),
    ...stories.map((story) => play(call, story, company, tokens.get(story.creatorEmail)!)),
  ]);
}

/** Her payout account at the simulated provider, so the release job pays her once the hold is over. */
async function connectPayoutAccount(call: Call, creator: string, account: { iban: string; accountHolderName: string }) {
  const { data: status } = await call('GET', '/users/me/stripe/status', creator);
  if (status.status === 'active') return;
  const { data } = await call('POST', '/users/me/stripe/connect', creator);
  const accountId = new URL(data.onboardingUrl, 'http://seed').searchParams.get('account');
  await call('POST', '/users/me/stripe/simulate-onboarding', creator, { account: accountId, ...account });
}

async function play(call: Call, story: DemoStory, company: string, creator: string): Promise<void> {
  const { project } = await call('POST', '/projects', company, {
    title: story.title,
    description: story.description,
    budget: story.budget,
    category: 'beauty-cosmetics',
    contentType: 'beide',
    deadline: new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString(),
    location: 'Amsterdam',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: story.brief.requirements,
    deliverables: [{ title: story.brief.deliverable, description: 'Voor TikTok en Instagram Reels' }],
    productInfo: { ...story.brief.product, category: 'Verzorging', sendProduct: true },
    dosAndDonts: { dos: story.brief.dos, donts: story.brief.donts },
  });
  const id: string = project.id;
  await pay(call, company, id, 'deposit');

  await call('POST', `/proposals/project/${id}`, creator, {
    motivation: story.motivation,
    price: story.price,
    deliveryTimeInDays: 7,
  });
  const { proposals } = await call('GET', `/proposals/project/${id}`, company);
  await call('POST', `/proposals/accept/${proposals[0].id}`, company, { price: proposals[0].price });
  // Hired, she opens the assignment: a view analytics counts for both of them.
  await call('POST', `/projects/${id}/views`, creator, {});

  const turns = [company, creator];
  for (const [index, message] of (story.chat ?? []).entries()) {
    await call('POST', `/conversations/project/${id}/message`, turns[index % 2], { message });
  }
  const form = new FormData();
  form.append('title', story.deliverable);
  form.append('deliverable', new Blob([DEMO_DELIVERABLE], { type: 'image/png' }), story.deliverable);
  const { file } = await call('POST', `/upload/deliverable/${id}`, creator, form);
  if (story.stage === 'in_progress') return;

  await call('POST', `/projects/${id}/submit`, creator);
  if (story.stage === 'awaiting_review') return;

  // The company approves the version she saw.
  await call('POST', `/projects/${id}/approve`, company, { fileIds: [file.id] });
  await pay(call, company, id, 'final');
  if (story.ratings) {
    await call('POST', `/projects/${id}/ratings`, company, story.ratings.company);
    await call('POST', `/projects/${id}/ratings`, creator, story.ratings.creator);
  }
}

/** A payment through the simulated iDEAL page, the same path a Stripe webhook takes. */
async function pay(call: Call, company: string, projectId: string, kind: 'deposit' | 'final'): Promise<void> {
  const { data } = await call('POST', `/payments/projects/${projectId}/${kind}`, company, { method: 'ideal' });
  if (data.completed) return;
  await call('POST', `/payments/simulate-payment/${projectId}/${kind}`, company, { paymentId: data.paymentId, outcome: 'paid' });
}
