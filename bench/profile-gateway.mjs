// Where the embedded gateway spends its CPU on one URL: starts it with `--cpu-prof` on a fresh embedded PostgreSQL
// with the demo data, loads it with autocannon (every request to PostgreSQL: the shared cache is bypassed), stops
// it and prints the CPU per request (gateway and PostgreSQL), then, for the load alone, self time per package and
// per function, and time spent under each package (inclusive).
//   node bench/profile-gateway.mjs [/api/path?query] [seconds]
// `messages` instead of a path: a company sends `rate` messages a second (default 50) to a creator whose socket.io
// client waits for each 'message-received' (the path of bench/realtime-messages.mjs, embedded), and the CPU is per
// message, the gateway's and PostgreSQL's apart.
//   node bench/profile-gateway.mjs messages [seconds] [rate]
// `--distributed`: the route through the distributed stack (a gateway process proxying to each service's process,
// 40 creators registered through the API): every process is profiled, and the gateway's and the owning service's
// profiles are summarised apart, each with its own CPU per request; `--signed-in` sends one of those creators'
// token with every request, and Redis's CPU per request is printed too (a signed-in request's revocation check).
//   node bench/profile-gateway.mjs --distributed [--signed-in] [/api/path?query] [seconds]
// `--projects N` (embedded): N more open projects, as bench/projects-list.mjs seeds them, e.g. to profile its search.
//   node bench/profile-gateway.mjs --projects 100000 '/api/projects?search=koffie&category=beauty-cosmetics&budget=250-500'
// `--perf` (embedded): Linux perf instead of V8's sampler, CPU only (V8's sampler counts a write that waits for
// PostgreSQL as the write's time), with V8's compiler, garbage collection and the kernel apart (bench/lib/perf-profile.mjs);
// BENCH_PERF_ROWS: how many functions it lists by inclusive CPU (30).
// The load is always measured after WARM_UP_SECONDS of the same load, uncounted (docs/decisions/094-benchmarks-measure-a-warm-product.md).
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { treeCpuMs } from './lib/cpu.mjs';
import { BENCH_ENV, startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { BYPASS_SHARED_CACHE, run, WARM_UP_SECONDS } from './lib/measure.mjs';
import { assertPerfAvailable, PERF_NODE_ARGS, recordPerf, summarisePerf } from './lib/perf-profile.mjs';
import { seedOpenProjects } from './lib/open-projects.mjs';
import { api, poster, registerCompany, registerCreator, sendChatMessage } from './lib/products.mjs';

const DISTRIBUTED = process.argv.includes('--distributed');
const SIGNED_IN = process.argv.includes('--signed-in');
const PERF = process.argv.includes('--perf');
const projectsFlag = process.argv.indexOf('--projects');
const PROJECTS = projectsFlag > 0 ? Number(process.argv[projectsFlag + 1]) : 0;
const flagged = projectsFlag > 0 ? [projectsFlag, projectsFlag + 1] : [];
const args = process.argv.filter(
  (arg, index) => index >= 2 && !flagged.includes(index) && !['--distributed', '--signed-in', '--perf'].includes(arg),
);
const ROUTE = args[0] ?? '/api/users/creators?page=1&limit=12';
const MESSAGES = ROUTE === 'messages';
const SECONDS = Number(args[1] ?? 10);
const RATE = Number(args[2] ?? 50);
const ROOT = path.resolve(import.meta.dirname, '..');
/** Profile timestamps and `process.hrtime` read the same monotonic clock (µs). */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

if (DISTRIBUTED) {
  if (MESSAGES) throw new Error('--distributed profiles a route, not messages');
  if (PERF) throw new Error('--perf profiles the embedded gateway');
  await profileDistributed();
  process.exit(0);
}

if (PERF) assertPerfAvailable();
const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-profile-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
try {
  await postgres.createDatabase('profile');
  const gateway = await startEmbeddedGateway(
    postgres.socketUrl('profile'),
    workDir,
    { SEED_DEMO_DATA: MESSAGES ? 'false' : 'true' },
    PERF ? { nodeArgs: PERF_NODE_ARGS, cwd: workDir } : { profileDir: workDir },
  );
  if (PROJECTS) await seedOpenProjects(postgres.url('profile'), PROJECTS);
  const cpuMs = () => treeCpuMs([gateway.pid, postgres.pid]);
  const prepared = MESSAGES ? await prepareMessages(gateway.url) : undefined;
  if (WARM_UP_SECONDS > 0) {
    await (MESSAGES
      ? sendMessages(prepared, {}, WARM_UP_SECONDS, RATE)
      : run(`${gateway.url}${ROUTE}`, { duration: WARM_UP_SECONDS, connections: 32, headers: BYPASS_SHARED_CACHE }));
  }
  const recorder = PERF ? await recordPerf(gateway.pid, workDir) : undefined;
  const loadStarted = nowMicros();
  const postgresBefore = treeCpuMs([postgres.pid]);
  const result = MESSAGES
    ? await sendMessages(prepared, { gatewayPid: gateway.pid, postgresPid: postgres.pid })
    : await run(`${gateway.url}${ROUTE}`, { duration: SECONDS, connections: 32, headers: BYPASS_SHARED_CACHE, cpuMs });
  if (!MESSAGES) result.postgresMs = (treeCpuMs([postgres.pid]) - postgresBefore) / result.requests;
  const loadEnded = nowMicros();
  const recorded = await recorder?.stop();
  prepared?.socket.close();
  await gateway.stop();
  printLoad(result);
  if (recorded) summarisePerf(recorded, workDir);
  else {
    const file = (await readdir(workDir)).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`the gateway wrote no CPU profile into ${workDir}`);
    summarise(JSON.parse(await readFile(path.join(workDir, file), 'utf8')), { start: loadStarted, end: loadEnded });
  }
} finally {
  await postgres.stop();
  if (process.env.PROFILE_KEEP) console.log(`profiles kept in ${workDir}`);
  else await rm(workDir, { recursive: true, force: true });
}

/** A company, a creator with her socket open, their conversation, and a warm-up of ten messages. */
async function prepareMessages(baseUrl) {
  const call = api(baseUrl);
  const creator = await registerCreator(call, 'ontvanger');
  const token = await registerCompany(call, 'afzender');
  const started = await call('POST', '/conversations', { participantId: creator.id }, token);
  if (started.status !== 201) throw new Error(`conversation: ${started.status} ${JSON.stringify(started.body)}`);
  const socket = await new Promise((resolve, reject) => {
    const client = io(baseUrl, { auth: { token: creator.token }, transports: ['websocket'], reconnection: false });
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
  let heard = 0;
  socket.on('message-received', () => (heard += 1));
  const send = poster(baseUrl);
  const post = (content) => sendChatMessage(send, started.body.conversation.id, content, token);
  const prepared = { socket, post, heard: () => heard };
  await sendMessages(prepared, {}, 10, 10);
  return prepared;
}

/** `rate` messages a second for `seconds`, then until every one was heard on the socket (or 30 s passed). */
async function sendMessages({ post, heard }, { gatewayPid, postgresPid }, seconds = SECONDS, rate = RATE) {
  const gatewayBefore = gatewayPid && treeCpuMs([gatewayPid]);
  const postgresBefore = postgresPid && treeCpuMs([postgresPid]);
  const heardBefore = heard();
  const total = Math.round(seconds * rate);
  const answers = [];
  const started = performance.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) answers.push(post(`Bericht ${sent}`));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const statuses = await Promise.all(answers);
  const deadline = Date.now() + 30_000;
  while (heard() - heardBefore < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  const failed = statuses.filter((status) => status !== 201).length;
  if (failed > 0 || heard() - heardBefore < total)
    throw new Error(`${failed} sends failed, ${heard() - heardBefore} of ${total} heard`);
  if (!gatewayPid) return undefined;
  const gatewayMs = (treeCpuMs([gatewayPid]) - gatewayBefore) / total;
  const postgresMs = (treeCpuMs([postgresPid]) - postgresBefore) / total;
  return { total, seconds: (performance.now() - started) / 1000, gatewayMs, postgresMs };
}

/** Only the samples taken during the load (`window`: start and end, µs of the monotonic clock) are summarised. */
function summarise(profile, window) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfTime = new Map();
  let total = 0;
  const { start: loadStart, end: loadEnd } = window;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < loadStart || at > loadEnd) return;
    selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
    total += delta;
  });
  const packageOf = (url) => {
    const match = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    if (match) return match[1];
    if (url.includes(ROOT))
      return url
        .slice(url.indexOf(ROOT) + ROOT.length + 1)
        .split('/')
        .slice(0, 2)
        .join('/');
    return url ? url.replace(/^node:/, 'node:') : '(native)';
  };
  const self = new Map();
  const functions = new Map();
  const inclusive = new Map();
  for (const [id, time] of selfTime) {
    const { callFrame } = nodes.get(id);
    const name = packageOf(callFrame.url);
    self.set(name, (self.get(name) ?? 0) + time);
    const fn = `${callFrame.functionName || '(anonymous)'}  ${callFrame.url.split('node_modules/').pop()}:${callFrame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + time);
    const seen = new Set();
    for (let current = id; current !== undefined; current = parent.get(current)) {
      const url = nodes.get(current).callFrame.url;
      const owner = url ? packageOf(url) : null;
      if (owner && !seen.has(owner)) {
        seen.add(owner);
        inclusive.set(owner, (inclusive.get(owner) ?? 0) + time);
      }
    }
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(6)}%  ${name}`)
      .join('\n');
  console.log(`\nSelf time per package\n${top(self, 15)}\n\nSelf time per function\n${top(functions, 20)}`);
  console.log(`\nTime under each package (inclusive)\n${top(inclusive, 20)}`);
}

function printLoad(result) {
  if (MESSAGES) {
    console.log(
      `POST a message → the other party's socket: ${result.total} messages at ${RATE}/s in ${result.seconds.toFixed(1)} s, ` +
        `CPU per message ${(result.gatewayMs + result.postgresMs).toFixed(2)} ms (gateway ${result.gatewayMs.toFixed(2)}, ` +
        `PostgreSQL ${result.postgresMs.toFixed(2)}), under the profiler`,
    );
  } else {
    console.log(
      `GET ${ROUTE}: ${result.rps.toFixed(0)} req/s, ${result.cpuPerRequest.toFixed(2)} ms CPU per request (gateway and ` +
        `PostgreSQL; PostgreSQL ${result.postgresMs.toFixed(2)} of it), p99 ${result.p99} ms under the profiler (32 connections, ${SECONDS}s)`,
    );
  }
}

/** The processes this one started whose command line names `entry` (e.g. `gateway/dist/main.js`). */
function pidsRunning(entry) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(entry);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The route through a gateway process and the owning service's process, both profiled. */
async function profileDistributed() {
  const require = createRequire(import.meta.url);
  const { startLocalDistributedStack } = require('../infra/distributed/local-stack.js');
  const { owningService } = require('../gateway/dist/routing/route-table.js');
  const service = owningService(ROUTE.split('?')[0]);
  if (!service) throw new Error(`no service owns ${ROUTE}`);
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-profile-'));
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(profileDir, 'postgres') });
  let stack;
  try {
    await postgres.createDatabase('profile');
    stack = await startLocalDistributedStack({
      databaseUrl: postgres.url('profile'),
      env: BENCH_ENV,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    });
    const call = api(stack.url);
    let creator;
    for (let i = 0; i < 40; i += 1) creator = await registerCreator(call, `profiel${i}`);
    const [gatewayPid] = pidsRunning('gateway/dist/main.js');
    const [servicePid] = pidsRunning(`services/${service}/dist/main.js`);
    const [redisPid] = pidsRunning(`redis-server ${new URL(stack.redis.url).host}`);
    const processes = { gateway: gatewayPid, [service]: servicePid, PostgreSQL: postgres.pid, Redis: redisPid };
    const headers = { ...BYPASS_SHARED_CACHE, ...(SIGNED_IN ? { authorization: `Bearer ${creator.token}` } : {}) };
    const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, treeCpuMs([pid])]));
    const loadStarted = nowMicros();
    const result = await run(`${stack.url}${ROUTE}`, { duration: SECONDS, connections: 32, headers });
    const loadEnded = nowMicros();
    const requests = result.rps * SECONDS;
    const perProcess = Object.entries(processes)
      .map(([name, pid]) => `${name} ${((treeCpuMs([pid]) - before[name]) / requests).toFixed(2)}`)
      .join(', ');
    await stack.stop();
    stack = undefined;
    console.log(
      `GET ${ROUTE} (distributed${SIGNED_IN ? ', signed in' : ''}): ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, CPU ms per request: ` +
        `${perProcess}, under the profiler (32 connections, ${SECONDS}s)`,
    );
    const files = await readdir(profileDir);
    for (const [name, pid] of [
      ['gateway', gatewayPid],
      [service, servicePid],
    ]) {
      const file = files.find((candidate) => candidate.endsWith('.cpuprofile') && candidate.split('.')[3] === String(pid));
      if (!file) throw new Error(`${name} wrote no CPU profile into ${profileDir}`);
      console.log(`\n===== ${name} (pid ${pid}) =====`);
      summarise(JSON.parse(await readFile(path.join(profileDir, file), 'utf8')), { start: loadStarted, end: loadEnded });
    }
  } finally {
    await stack?.stop();
    await postgres.stop();
    await rm(profileDir, { recursive: true, force: true });
  }
}
