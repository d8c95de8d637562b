// Where the embedded gateway spends its CPU on one URL: starts it with `--cpu-prof` on a fresh embedded PostgreSQL
// with the demo data, loads it with autocannon (every request to PostgreSQL: the shared cache is bypassed), stops
// it and prints the CPU per request (gateway and PostgreSQL), then, for the load alone, self time per package and
// per function, and time spent under each package (inclusive).
//   node bench/profile-gateway.mjs [/api/path?query] [seconds]
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { treeCpuMs } from './lib/cpu.mjs';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { BYPASS_SHARED_CACHE, run } from './lib/measure.mjs';

const ROUTE = process.argv[2] ?? '/api/users/creators?page=1&limit=12';
const SECONDS = Number(process.argv[3] ?? 10);
const ROOT = path.resolve(import.meta.dirname, '..');

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-profile-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
try {
  await postgres.createDatabase('profile');
  const gateway = await startEmbeddedGateway(
    postgres.url('profile'),
    workDir,
    { SEED_DEMO_DATA: 'true' },
    { profileDir: workDir },
  );
  const cpuMs = () => treeCpuMs([gateway.pid, postgres.pid]);
  const loadStarted = performance.now();
  const result = await run(`${gateway.url}${ROUTE}`, { duration: SECONDS, connections: 32, headers: BYPASS_SHARED_CACHE, cpuMs });
  const loadEnded = performance.now();
  await gateway.stop();
  const stopped = performance.now();
  const file = (await readdir(workDir)).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the gateway wrote no CPU profile into ${workDir}`);
  const profile = JSON.parse(await readFile(path.join(workDir, file), 'utf8'));
  // The profile ends when the gateway exits: the load is the stretch that ended (stopped - loadEnded) before that.
  const window = { fromEnd: (stopped - loadEnded) * 1000, length: (loadEnded - loadStarted) * 1000 };
  summarise(profile, window, result);
} finally {
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}

/** Only the samples taken during the load: start-up, seeding and shutdown are left out. */
function summarise(profile, window, result) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfTime = new Map();
  let total = 0;
  const loadEnd = profile.endTime - window.fromEnd;
  const loadStart = loadEnd - window.length;
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
  console.log(
    `GET ${ROUTE}: ${result.rps.toFixed(0)} req/s, ${result.cpuPerRequest.toFixed(2)} ms CPU per request (gateway and ` +
      `PostgreSQL), p99 ${result.p99} ms under the profiler (32 connections, ${SECONDS}s)`,
  );
  console.log(`\nSelf time per package\n${top(self, 15)}\n\nSelf time per function\n${top(functions, 20)}`);
  console.log(`\nTime under each package (inclusive)\n${top(inclusive, 20)}`);
}
