// Benchmark: the public project list with a search word and two filters over 100,000 open projects, through the
// embedded gateway and beside a bare Fastify + pg handler running the same SQL; median of 3 runs at 50 concurrent
// connections. The projects are inserted with SQL straight into the projects schema (the service's own table),
// because 100,000 wizard submissions would take longer than the benchmark itself.
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { BYPASS_SHARED_CACHE, medianOf, printTable, run } from './lib/measure.mjs';
import { startRawProjectsBaseline } from './lib/raw-projects-baseline.mjs';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const QUERY = '/api/projects?search=koffie&category=beauty-cosmetics&budget=250-500';
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
    await client.query('ANALYZE project');
  } finally {
    await client.end();
  }
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-projects-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
try {
  const gateway = await startEmbeddedGateway(databaseUrl, workDir);
  await seedProjects(databaseUrl, PROJECTS);
  const raw = await startRawProjectsBaseline(databaseUrl);
  const rows = [];
  const baseline = await medianOf(3, () => run(`${raw.url}${QUERY}`, { connections: 50, duration: DURATION }));
  rows.push({ name: 'raw Fastify + pg', ...baseline, ratio: '100%' });
  await raw.stop();
  const ratio = (result) => `${((100 * result.rps) / baseline.rps).toFixed(0)}%`;
  const uncached = await medianOf(3, () =>
    run(`${gateway.url}${QUERY}`, { connections: 50, duration: DURATION, headers: BYPASS_SHARED_CACHE }),
  );
  rows.push({ name: 'gateway, embedded, every request to PostgreSQL', ...uncached, ratio: ratio(uncached) });
  const cached = await medianOf(3, () => run(`${gateway.url}${QUERY}`, { connections: 50, duration: DURATION }));
  rows.push({ name: 'gateway, embedded, anonymous (shared cache)', ...cached, ratio: ratio(cached) });
  const creators = await medianOf(3, () =>
    run(`${gateway.url}/api/users/creators?page=1&limit=12`, {
      connections: 50,
      duration: DURATION,
      headers: BYPASS_SHARED_CACHE,
    }),
  );
  rows.push({ name: 'creators list, embedded, every request to PostgreSQL', ...creators, ratio: '' });
  await gateway.stop();
  printTable(`GET ${QUERY} — ${PROJECTS.toLocaleString('en')} open projects, 50 connections, median of 3 × ${DURATION}s`, rows);
} finally {
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
