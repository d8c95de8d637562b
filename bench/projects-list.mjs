// Benchmark: the public project list with a search word and two filters over 100,000 open projects, through the
// embedded gateway beside a bare Fastify + pg handler in its own process running the service's own statements
// (recorded from its list use case at start); the two alternate round by round at 50 concurrent connections, with
// the CPU per request of each, and the gateway's p99 against the target (< 50 ms) with the raw handler's beside it.
// The projects are inserted with SQL straight into the projects schema (the service's own table), because 100,000
// wizard submissions would take longer than the benchmark itself. BENCH_PROJECTS, BENCH_SECONDS: smaller runs.
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { BYPASS_SHARED_CACHE, interleaved, medianOf, printTable, run, verdict } from './lib/measure.mjs';
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
// The service's own category list (built by `make bench`), so the seeded rows are ones it accepts.
const { CATEGORIES } = createRequire(import.meta.url)('../services/projects/dist/domain/catalog.js');

async function seedProjects(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=projects' });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO project (owner_id, status, title, description, category, content_type, budget_cents, deadline, published_at, created_at)
       SELECT gen_random_uuid(), 'open',
              (ARRAY['Unboxing video','Review video','Tutorial','Productfoto''s en video','Testimonial','Lifestyle reel'])[1 + i % 6]
                || ' voor ' || (ARRAY['huidverzorging','koffie','sneakers','fietsen','planten','koptelefoons','thee','vitamines'])[1 + i % 8],
              'Wij zoeken een creator die een eerlijke en authentieke video maakt over ons product, nummer ' || i || '.',
              ($1::text[])[1 + i % array_length($1::text[], 1)], 'beide',
              (2500 + (i * 7919) % 300000), now() + interval '30 days', now() - (i || ' minutes')::interval, now()
         FROM generate_series(1, $2) AS i`,
      [CATEGORIES, count],
    );
    // As autovacuum leaves a table that grew by inserts: its pages marked all-visible (what index-only scans need)
    // and its statistics fresh.
    await client.query('VACUUM ANALYZE project');
  } finally {
    await client.end();
  }
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-projects-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
const rows = [];
try {
  const gateway = await startEmbeddedGateway(databaseUrl, workDir);
  await seedProjects(databaseUrl, PROJECTS);
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
  const { p99 } = figures.get(uncachedName);
  console.log(
    `\nthrough the gateway, uncached: p99 ${p99} ms (raw handler ${baseline.p99} ms) ` +
      `(target p99 < ${TARGET_P99_MS} ms): ${verdict(p99 < TARGET_P99_MS)}`,
  );
} finally {
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
