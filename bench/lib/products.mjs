// The product in either topology on a fresh database of one benchmark PostgreSQL, plus the API calls the
// flow benchmarks make (a company, a project, its deposit).
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../infra/postgres/embedded-postgres.mjs';
import { BENCH_ENV, startEmbeddedGateway } from './embedded-gateway.mjs';

const require = createRequire(import.meta.url);
const { startLocalDistributedStack } = require('../../infra/distributed/local-stack.js');

/**
 * One PostgreSQL for the whole benchmark; every product started gets a database of its own. `settings`: more server
 * settings (`STATEMENT_COSTS_SETTINGS` to read each statement's cost).
 */
export async function startBenchPostgres({ settings } = {}) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-'));
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), settings });
  let databases = 0;
  return {
    workDir,
    /** Embedded, through the Unix socket as the product reaches its own PostgreSQL; distributed, over TCP. */
    async database(topology = 'distributed') {
      const name = `bench_${(databases += 1)}`;
      await postgres.createDatabase(name);
      return topology === 'embedded' ? postgres.socketUrl(name) : postgres.url(name);
    },
    async stop() {
      await postgres.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * What every distributed process is traced with, to see which process holds messages up:
 * BENCH_DISTRIBUTED_NODE_ARGS (e.g. `--trace-gc`) goes to each Node process, and BENCH_DISTRIBUTED_LOG names a file
 * that gets every line the processes write, each after the time in ms since the epoch (`1795976091743 [gateway] …`).
 */
function distributedTracing() {
  const nodeArgs = (process.env.BENCH_DISTRIBUTED_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const file = process.env.BENCH_DISTRIBUTED_LOG;
  const log = file ? (line) => appendFileSync(file, `${Date.now()} ${line.replaceAll('\n', ' | ')}\n`) : undefined;
  return { nodeArgs, ...(log ? { log } : {}) };
}

/**
 * `topology`: 'embedded' (one process) or 'distributed' (a process per service, Kafka protocol, Redis, S3);
 * `replicas`, distributed only: processes per service or of the gateway, e.g. `{ gateway: 2 }`. Answers the
 * product with the url of its database.
 */
export async function startProduct(topology, postgres, env = {}, replicas = undefined) {
  const databaseUrl = await postgres.database(topology);
  if (topology === 'embedded') {
    const dataDir = await mkdtemp(path.join(postgres.workDir, 'data-'));
    return { ...(await startEmbeddedGateway(databaseUrl, dataDir, env)), databaseUrl };
  }
  return {
    ...(await startLocalDistributedStack({ databaseUrl, env: { ...BENCH_ENV, ...env }, replicas, ...distributedTracing() })),
    databaseUrl,
  };
}

export function api(baseUrl) {
  return async (method, route, body, token) => {
    const response = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // The wait's length and the consumer group whose report ended it.
    const settle = /settle;dur=([\d.]+)(?:;desc="([^"]*)")?/.exec(response.headers.get('server-timing') ?? '');
    return {
      status: response.status,
      body: await response.json().catch(() => undefined),
      settleMs: settle ? Number(settle[1]) : 0,
      settledLast: settle?.[2],
    };
  };
}

export async function registerCompany(call, label) {
  const response = await call('POST', '/auth/register', {
    role: 'bedrijf',
    email: `${label}-${Math.random().toString(36).slice(2, 10)}@bench.example`,
    password: 'geheim123',
    confirmPassword: 'geheim123',
    companyName: `Bench ${label} BV`,
    contactPerson: 'Bench',
    companySize: '1-10',
    industry: 'other',
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** A creator registered through the API: her token and id. */
export async function registerCreator(call, label) {
  const response = await call('POST', '/auth/register', {
    role: 'creator',
    email: `${label}-${Math.random().toString(36).slice(2, 10)}@bench.example`,
    password: 'geheim123',
    confirmPassword: 'geheim123',
    firstName: 'Bench',
    lastName: label,
    dateOfBirth: '1995-01-01',
    phoneNumber: '0600000000',
    bio: 'Ik maak korte video’s voor merken; dit account bestaat om te meten.',
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: response.body.token, id: response.body.user.id };
}

export function createProject(call, token, index) {
  return call(
    'POST',
    '/projects',
    {
      title: `Benchmark-opdracht ${index}`,
      description: 'Een opdracht om te meten hoe snel de volgende stap van de flow slaagt na het aanmaken.',
      budget: 100,
      category: 'other',
      contentType: 'video',
      contentRequirements: ['30 seconden'],
    },
    token,
  );
}

async function expectOk(response, what) {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A company, a creator, a funded project and the creator hired on it, all through the API. */
export async function hire(call, label) {
  const owner = await registerCompany(call, `${label}-owner`);
  const { token: creator } = await registerCreator(call, `${label}-creator`);
  const { project } = await expectOk(
    await call(
      'POST',
      '/projects',
      {
        title: `Benchmark: ${label}`,
        description: 'Een opdracht om te meten: een gehuurde creator, een werkruimte en een gesprek.',
        budget: 200,
        category: 'other',
        contentType: 'video',
      },
      owner,
    ),
    'create project',
  );
  const checkout = await expectOk(
    await call('POST', `/payments/projects/${project.id}/deposit`, { method: 'ideal' }, owner),
    'deposit',
  );
  await expectOk(
    await call(
      'POST',
      `/payments/simulate-payment/${project.id}/deposit`,
      { paymentId: checkout.data.paymentId, outcome: 'paid' },
      owner,
    ),
    'pay deposit',
  );
  await waitUntil(async () => (await call('GET', `/projects/${project.id}`, undefined, owner)).body?.project?.status === 'open');
  await expectOk(
    await call(
      'POST',
      `/proposals/project/${project.id}`,
      {
        motivation: 'Ik maak graag video’s om te meten hoe snel de werkruimte en de berichten laden.',
        price: 180,
        deliveryTimeInDays: 5,
      },
      creator,
    ),
    'propose',
  );
  const { proposals } = await expectOk(await call('GET', `/proposals/project/${project.id}`, undefined, owner), 'proposals');
  await expectOk(await call('POST', `/proposals/accept/${proposals[0].id}`, { price: proposals[0].price }, owner), 'accept');
  await waitUntil(
    async () => (await call('GET', `/projects/${project.id}`, undefined, creator)).body?.project?.status === 'creator_selected',
  );
  return { owner, creator, projectId: project.id };
}

async function waitUntil(probe, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at once. */
export async function pool(count, concurrency, task) {
  let next = 0;
  const results = new Array(count);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/**
 * A chat message as the web client sends it: its text, no attachments, and a key of its own that its retries would
 * repeat (the product then stores it once, in the unique index on the sender's keys).
 */
export function sendChatMessage(post, conversationId, content, token) {
  return post(`/conversations/${conversationId}/messages`, { content, attachments: [] }, token, {
    'idempotency-key': randomUUID(),
  });
}

/** Keep-alive POSTs with node:http (lighter than fetch at this rate on a shared machine). */
export function poster(baseUrl) {
  const { hostname, port } = new URL(baseUrl);
  // Many connections, as many senders would have: a small pool would queue sends in this process (a send waits for
  // its consumers before it answers) and hold the rate down.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  return (route, body, token, headers = {}) =>
    new Promise((resolve) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: `/api${route}`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${token}`,
            ...headers,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', () => resolve(0));
      request.end(payload);
    });
}
