/**
 * A burst of marketplace traffic for the crash tests: companies register, then create, fund and pay for many
 * projects at once while the test kills processes under it. Every outcome is recorded as the client saw it, so the
 * test can check afterwards that each call that answered 2xx kept its effect, in every context, exactly once.
 */

type Call = (method: string, route: string, body?: unknown, token?: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function jsonClient(baseUrl: () => string): Call {
  return async (method, route, body, token) => {
    const response = await fetch(`${baseUrl()}/api${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  };
}

/** A call that could not even reach the product (it was killed) counts as not answered, never as a test error. */
async function attempt(call: Call, ...args: Parameters<Call>) {
  try {
    return await call(...args);
  } catch {
    return { status: 0, body: undefined };
  }
}

export interface BurstCompany {
  token: string;
}

export interface BurstProject {
  company: BurstCompany;
  index: number;
  id?: string;
  /** The create answered 201. */
  created: boolean;
  /** The simulated payment of its deposit answered 200. */
  paid: boolean;
}

/** Lower-case letters only, so PostgreSQL's Dutch text search keeps it as one searchable word. */
export function runWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export async function registerCompanies(call: Call, word: string, count: number): Promise<BurstCompany[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await call('POST', '/auth/register', {
        role: 'bedrijf',
        email: `burst-${word}-${index}@example.nl`,
        password: 'geheim123',
        confirmPassword: 'geheim123',
        companyName: `Flits ${index} BV`,
        contactPerson: 'Test',
        companySize: '1-10',
        industry: 'other',
      });
      if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
      return { token: response.body.token as string };
    }),
  );
}

const projectBody = (word: string, index: number) => ({
  title: `Flitsopdracht ${word} nummer ${index}`,
  description: 'Een opdracht uit een stoottest: aanmaken, aanbetalen en betalen terwijl een proces sterft.',
  budget: 100,
  category: 'other',
  contentType: 'video',
  contentRequirements: ['30 seconden'],
});

/** Pays a project's deposit on the simulated provider: start the checkout, then complete it. */
export async function payDeposit(call: Call, projectId: string, token: string): Promise<boolean> {
  const checkout = await attempt(call, 'POST', `/payments/projects/${projectId}/deposit`, { method: 'ideal' }, token);
  if (checkout.status === 409 && checkout.body?.code === 'PAYMENTS.DEPOSIT_ALREADY_PAID') return true;
  if (checkout.status !== 200) return false;
  const paid = await attempt(
    call,
    'POST',
    `/payments/simulate-payment/${projectId}/deposit`,
    { paymentId: checkout.body.data.paymentId, outcome: 'paid' },
    token,
  );
  return paid.status === 200;
}

/** Creates `perCompany` projects for every company, `concurrency` flows at once; each flow creates, then pays. */
export async function runBurst(
  call: Call,
  word: string,
  companies: BurstCompany[],
  perCompany: number,
  concurrency: number,
  onCreated?: (createdSoFar: number) => void,
): Promise<BurstProject[]> {
  const projects: BurstProject[] = companies.flatMap((company, c) =>
    Array.from({ length: perCompany }, (_, p) => ({ company, index: c * perCompany + p, created: false, paid: false })),
  );
  let next = 0;
  let created = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < projects.length) {
        const project = projects[next++];
        // Like a person who tries again while the product restarts: a failed create is repeated for up to 20 s.
        let response = await attempt(call, 'POST', '/projects', projectBody(word, project.index), project.company.token);
        for (let retry = 0; response.status !== 201 && retry < 80; retry += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          response = await attempt(call, 'POST', '/projects', projectBody(word, project.index), project.company.token);
        }
        if (response.status !== 201) continue;
        project.id = response.body.project.id;
        project.created = true;
        onCreated?.((created += 1));
        project.paid = await payDeposit(call, project.id!, project.company.token);
      }
    }),
  );
  return projects;
}

/** Every open project whose title carries the run's word, through the public search, page by page. */
export async function searchAll(call: Call, word: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let page = 1; ; page += 1) {
    const response = await call('GET', `/projects?search=${word}&page=${page}&limit=50`);
    if (response.status !== 200) throw new Error(`search: ${response.status}`);
    for (const project of response.body.projects as { id: string }[]) found.add(project.id);
    if (response.body.projects.length < 50) return found;
  }
}

/** The payment movements payments keeps for a project, as its owner sees them. */
export async function paymentHistory(call: Call, projectId: string, token: string) {
  const response = await call('GET', `/payments/projects/${projectId}/history`, undefined, token);
  return response.status === 200 ? (response.body.data.payments as { type: string; status: string }[]) : undefined;
}

/** Payments' view of a project (404 while payments does not know it). */
export async function paymentStatus(call: Call, projectId: string, token: string) {
  const response = await call('GET', `/payments/projects/${projectId}/status`, undefined, token);
  return response.status === 200 ? response.body.data : undefined;
}

/**
 * After the crash and the restart: every project whose create answered 201 is payable within `payableWithinMs`
 * (payments learnt of it), and once paid it is open in search; every company pays its own fee (payments learnt of
 * its registration: the first companies get the launch offer); and nothing happened twice (one paid deposit each).
 */
export async function expectEveryEffectOnce(call: Call, word: string, projects: BurstProject[], payableWithinMs = 10_000) {
  const created = projects.filter((project) => project.created);
  const deadline = Date.now() + payableWithinMs;
  const unpaid = created.filter((project) => !project.paid);
  while (unpaid.length > 0 && Date.now() < deadline) {
    const project = unpaid[0];
    if (await payDeposit(call, project.id!, project.company.token)) unpaid.shift();
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(unpaid.map((project) => project.id)).toEqual([]);

  const listed = await searchAll(call, word);
  const problems: string[] = [];
  for (const project of created) {
    if (!listed.has(project.id!)) problems.push(`${project.id}: not open in search`);
    const status = await paymentStatus(call, project.id!, project.company.token);
    if (!status?.depositPaymentCompleted) problems.push(`${project.id}: payments does not show the deposit paid`);
    if (status && !status.fee.launchOffer)
      problems.push(`${project.id}: payments missed the company's registration (no launch offer)`);
    const history = (await paymentHistory(call, project.id!, project.company.token)) ?? [];
    const paidDeposits = history.filter((payment) => payment.type === 'deposit' && payment.status === 'paid');
    if (paidDeposits.length !== 1) problems.push(`${project.id}: ${paidDeposits.length} paid deposits`);
  }
  expect(problems).toEqual([]);
}
