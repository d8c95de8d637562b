import { waitFor } from '@clipwerk/kit/testing';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The product exactly as `make start` runs it: `node gateway/dist/main.js`, embedded topology, its own PostgreSQL
 * under DATA_DIR. Tests that crash and restart the product use these helpers; they need the build (`make test` builds
 * first; in a worktree `npm run build:proto && npm run build:backend`).
 */
const REPO_ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(REPO_ROOT, 'gateway/dist/main.js');

/** Cheap password hashing and no rate limit: the tests register accounts and create projects in bursts. */
const TEST_ENV = { ARGON2_MEMORY_KIB: '8192', ARGON2_TIME_COST: '1', RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' };

/** What the test run sets for itself and the product must not inherit: it would point the product elsewhere. */
const NOT_INHERITED = ['DATABASE_URL', 'STORAGE_DIR', 'STORAGE_DRIVER', 'EVENT_BUS', 'PUBLIC_URL', 'NODE_ENV', 'SEED_DEMO_DATA'];

export interface ProductProcess {
  pid: number;
  port: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh DATA_DIR in the temp folder (never the repository's `.data/`). */
export function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'clipwerk-product-'));
}

/**
 * Starts the process without waiting for it. It runs in its own process group, so `crashProduct` can kill it
 * together with everything it started, as a crash of the whole machine's product would.
 */
export function launchProduct(dataDir: string, port: number, env: Record<string, string> = {}): ProductProcess {
  const inherited = { ...process.env };
  for (const name of NOT_INHERITED) delete inherited[name];
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...TEST_ENV, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { pid: child.pid!, port, url: `http://127.0.0.1:${port}`, dataDir, child, output: () => output, exited };
}

/** Starts the product and waits until it answers readiness; fails with its output if it exits instead. */
export async function startProduct(dataDir: string, port?: number, timeoutMs = 30_000): Promise<ProductProcess> {
  const product = launchProduct(dataDir, port ?? (await freePort()));
  let exitCode: number | null | undefined;
  void product.exited.then((code) => (exitCode = code));
  await waitFor(
    async () => {
      if (exitCode !== undefined) throw new Error(`the product exited (${exitCode}) during start:\n${product.output()}`);
      return fetch(`${product.url}/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
    },
    { timeoutMs, intervalMs: 100, what: `product ready on ${product.url}` },
  );
  return product;
}

function kill(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone meanwhile.
    }
  }
}

interface ProcessRow {
  pid: number;
  ppid: number;
  args: string;
}

function processTable(): ProcessRow[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => !!match)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] }));
}

/** Process ids of every PostgreSQL process (postmaster and backends) working on this data folder. */
export function postgresProcesses(dataDir: string): number[] {
  const table = processTable();
  const folder = path.join(dataDir, 'postgres');
  const postmasters = table.filter((row) => row.args.includes(` -D ${folder} `)).map((row) => row.pid);
  // Backends show their role in their title, not the folder: they are the postmaster's children.
  const backends = table.filter((row) => postmasters.includes(row.ppid)).map((row) => row.pid);
  return [...postmasters, ...backends];
}

/** The process that stops the product's PostgreSQL when the product dies (infra/postgres/embedded-postgres.mjs). */
export function watchdogProcesses(dataDir: string): number[] {
  const folder = path.join(dataDir, 'postgres');
  return processTable()
    .filter((row) => row.args.includes('clipwerk-postgres-watchdog') && row.args.includes(folder))
    .map((row) => row.pid);
}

/**
 * SIGKILL to the product and everything it started, at once (its PostgreSQL and the watchdog too): nothing gets
 * to clean up or flush, as when the machine's power goes.
 */
export async function crashProduct(product: ProductProcess): Promise<void> {
  kill([...watchdogProcesses(product.dataDir), ...postgresProcesses(product.dataDir)], 'SIGKILL');
  kill([-product.pid], 'SIGKILL');
  await product.exited;
  await waitFor(() => postgresProcesses(product.dataDir).length === 0, { what: 'every PostgreSQL process gone' });
}

/** SIGKILL to the gateway process alone, as an out-of-memory kill does; what it started is left to itself. */
export async function killGateway(product: ProductProcess): Promise<void> {
  kill([product.pid], 'SIGKILL');
  await product.exited;
}

/** SIGKILL to the gateway and its database's watchdog: the PostgreSQL it started stays behind, running. */
export async function killGatewayAndWatchdog(product: ProductProcess): Promise<void> {
  kill(watchdogProcesses(product.dataDir), 'SIGKILL');
  await killGateway(product);
}

/** A clean stop (SIGTERM); whatever still runs after 15 s is killed. */
export async function stopProduct(product: ProductProcess): Promise<void> {
  if (product.child.exitCode !== null || product.child.signalCode !== null) return;
  product.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    product.exited.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 15_000))),
  ]);
  clearTimeout(timer);
  if (!stopped) await crashProduct(product);
}

/** Leaves no process and no folder behind, whatever state a test ended in. */
export async function removeProduct(dataDir: string, ...products: (ProductProcess | undefined)[]): Promise<void> {
  for (const product of products) if (product) kill([-product.pid], 'SIGKILL');
  await Promise.all(products.map((product) => product?.exited));
  kill([...watchdogProcesses(dataDir), ...postgresProcesses(dataDir)], 'SIGKILL');
  await waitFor(() => postgresProcesses(dataDir).length === 0, { what: 'every PostgreSQL process gone' });
  await rm(dataDir, { recursive: true, force: true });
}

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function callApi(
  product: ProductProcess,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<ApiAnswer> {
  const response = await fetch(`${product.url}/api${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export interface Company {
  id: string;
  email: string;
  token: string;
}

const PASSWORD = 'geheim123';

/** Registers a company through the API and waits until projects knows it (identity's UserRegistered arrived). */
export async function registerCompany(product: ProductProcess): Promise<Company> {
  const suffix = randomUUID().slice(0, 8);
  const email = `crash-${suffix}@example.nl`;
  const registered = await callApi(product, 'POST', '/auth/register', {
    role: 'bedrijf',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName: `Crashtest ${suffix} BV`,
    contactPerson: 'Eva de Vries',
    companySize: '1-10',
    industry: 'food-drinks',
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const company = { id: registered.body.user.id as string, email, token: registered.body.token as string };
  await waitFor(async () => (await createProject(product, company, 'kennismaking')).status === 201, {
    timeoutMs: 15_000,
    intervalMs: 100,
    what: 'projects knows the new company',
  });
  return company;
}

/** Signs the company in again (e.g. on a restarted product) and returns it with the fresh token. */
export async function signIn(product: ProductProcess, company: Company): Promise<Company> {
  const login = await callApi(product, 'POST', '/auth/login', { email: company.email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { ...company, token: login.body.token };
}

/** The project ids of `ids` that GET /api/projects/{id} does not find for their owner. */
export async function missingProjects(product: ProductProcess, company: Company, ids: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const id of ids) {
    const answer = await callApi(product, 'GET', `/projects/${id}`, undefined, company.token);
    if (answer.status !== 200 || answer.body?.project?.id !== id) missing.push(id);
  }
  return missing;
}

/** POST /api/projects as the company; `label` makes the title unique. */
export function createProject(product: ProductProcess, company: Company, label: string): Promise<ApiAnswer> {
  return callApi(
    product,
    'POST',
    '/projects',
    {
      title: `Unboxing van onze ontbijtgranen ${label}`,
      description: 'We zoeken een creator die onze nieuwe ontbijtgranen uitpakt en eerlijk laat proeven aan het gezin.',
      budget: 250,
      category: 'food-drinks',
      contentType: 'beide',
      contentRequirements: ['30 seconden', 'Verticaal'],
    },
    company.token,
  );
}

/**
 * Fires `count` project creates at once (at most `concurrency` in flight) and collects the id of every create
 * that answered 201. A create that was cut off by a crash counts as not acknowledged.
 */
export async function createProjectsConcurrently(
  product: ProductProcess,
  company: Company,
  count: number,
  concurrency = 20,
  onAcknowledged?: (acknowledgedSoFar: number) => void,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const label = `nr ${(next += 1)}`;
      const answer = await createProject(product, company, label).catch(() => undefined);
      if (answer?.status === 201) {
        acknowledged.push(answer.body.project.id);
        onAcknowledged?.(acknowledged.length);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return acknowledged;
}
