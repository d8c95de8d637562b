// Benchmark: the public project list with a search word and two filters over 100,000 open projects, through the
// embedded gateway beside a bare Fastify + pg handler in its own process running the service's own statements
// (recorded from its list use case at start); the two alternate round by round at 50 concurrent connections, with
// the CPU per request of each, and the gateway's p99 against the target (< 50 ms) with the raw handler's beside it.
// BENCH_PROJECTS, BENCH_SECONDS: smaller runs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { BYPASS_SHARED_CACHE, interleaved, medianOf, printTable, run, verdict } from './lib/measure.mjs';
import { seedOpenProjects } from './lib/open-projects.mjs';
import { startRawProjectsBaseline } from './lib/raw-projects-baseline.mjs';
import { productCpuMs, treeCpuMs } from './lib/cpu.mjs';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const SEARCH = { search: 'koffie', category: 'beauty-cosmetics', budget: '250-500' };
const QUERY = `/api/projects?${new URLSearchParams(SEARCH)}`;
const CONNECTIONS = 50;
const ROUNDS = 3;
/** The target: the gateway's p99 at 50 connections, every request to PostgreSQL. */
const TARGET_P99_MS = 50;
const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-projects-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
const rows = [];
try {
  const gateway = await startEmbeddedGateway(databaseUrl, workDir);
  await seedOpenProjects(databaseUrl, PROJECTS);
  const raw = await startRawProjectsBaseline(databaseUrl, SEARCH);
  // Each target's CPU counts exactly the processes that answered it: the raw handler and PostgreSQL; the gateway and
  // PostgreSQL (everything the benchmark started but the raw handler).
  const rawName = 'raw Fastify + pg';
  const uncachedName = 'gateway, embedded, every request to PostgreSQL';
  const gatewayCpuMs = () => productCpuMs() - treeCpuMs([raw.pid]);
  const figures = await interleaved(
    [
      { name: rawName, url: `${raw.url}${QUERY}`, cpuMs: () => treeCpuMs([raw.pid, postgres.pid]) },
      {
        name: uncachedName,
        url: `${gateway.url}${QUERY}`,
        headers: BYPASS_SHARED_CACHE,
        cpuMs: gatewayCpuMs,
      },
      { name: 'gateway, embedded, anonymous (shared cache)', url: `${gateway.url}${QUERY}`, cpuMs: gatewayCpuMs },
    ],
    { rounds: ROUNDS, connections: CONNECTIONS, duration: DURATION },
  );
  await raw.stop();
  // What a page costs to send and to read on a phone: its JSON as the gateway answers it, before compression.
  const page = await (await fetch(`${gateway.url}${QUERY}`, { headers: BYPASS_SHARED_CACHE })).json();
  const pageBytes = Buffer.byteLength(JSON.stringify(page));
  const baseline = figures.get(rawName);
  for (const [name, result] of figures)
    rows.push({ name, ...result, ratio: `${((100 * result.rps) / baseline.rps).toFixed(0)}%` });
  const creators = await medianOf(3, () =>
    run(`${gateway.url}/api/users/creators?page=1&limit=12`, {
      connections: CONNECTIONS,
      duration: DURATION,
      headers: BYPASS_SHARED_CACHE,
      cpuMs: productCpuMs,
    }),
  );
  rows.push({ name: 'creators list, embedded, every request to PostgreSQL', ...creators, ratio: '' });
  await gateway.stop();
  printTable(
    `GET ${QUERY} — ${PROJECTS.toLocaleString('en')} open projects, ${CONNECTIONS} connections, ` +
      `median of ${ROUNDS} interleaved rounds × ${DURATION}s`,
    rows,
  );
  console.log(
    `\na page's answer: ${pageBytes.toLocaleString('en')} bytes of JSON for ${page.projects.length} projects ` +
      `(${Math.round(pageBytes / Math.max(1, page.projects.length)).toLocaleString('en')} per project)`,
  );
  const { p99 } = figures.get(uncachedName);
  console.log(
    `\nthrough the gateway, uncached: p99 ${p99} ms (raw handler ${baseline.p99} ms) ` +
      `(target p99 < ${TARGET_P99_MS} ms): ${verdict(p99 < TARGET_P99_MS)}`,
  );
} finally {
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
