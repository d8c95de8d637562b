// Benchmark: GET /api/analytics/overview for a company with about 1,000,000 events behind its figures (two years of
// views, proposals, answers, hires, completions, payments and ratings over 2,000 projects), next to 200 other
// companies' two years, seeded straight into the analytics schema the way its handlers sum events (per user and
// day, per project and day). Through the embedded gateway with the company's token: p50/p99 of each period.
// Target: p99 under 100 ms. Run with `make bench` (or `node bench/analytics-overview.mjs` after a build).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { percentile, registerCompany } from './lib/products.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const PROJECTS = 2_000;
const DAYS = 730;
const OTHER_COMPANIES = 200;
const TARGET_P99_MS = 100;

async function measure(url, token, count = REQUESTS) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), count: times.length };
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-analytics-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
let gateway;
const db = new pg.Client({ connectionString: databaseUrl });
try {
  gateway = await startEmbeddedGateway(databaseUrl, workDir);
  const call = async (method, route, body, token) => {
    const response = await fetch(`${gateway.url}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  };
  const token = await registerCompany(call, 'analytics');
  const companyId = (await call('GET', '/auth/me', undefined, token)).body.user.id;

  await db.connect();
  const started = Date.now();
  // Per project: published on its day, 60 days of views (7–8 a day), 40 proposals, one hire, its payments. Most
  // are approved 20 days after publication, one in ten is cancelled after 3 days, one in ten still runs (as do the
  // ones too young to have ended).
  await db.query(
    `INSERT INTO analytics.project_fact (project_id, owner_id, creator_id, title, published_day, hired_day, completed_day,
                                         cancelled, first_published_day, ended_day, views, proposals)
     SELECT gen_random_uuid(), $1, gen_random_uuid(), 'Bench-opdracht ' || i, published, published + 5,
            CASE WHEN i % 10 < 8 AND published + 20 <= current_date THEN published + 20 END,
            i % 10 = 8 AND published + 3 <= current_date, published,
            CASE WHEN i % 10 < 8 AND published + 20 <= current_date THEN published + 20
                 WHEN i % 10 = 8 AND published + 3 <= current_date THEN published + 3 END, 450, 40
       FROM generate_series(0, ${PROJECTS - 1}) AS i, LATERAL (SELECT current_date - (i * ${DAYS} / ${PROJECTS}) AS published) AS p`,
    [companyId],
  );
  await db.query(
    `INSERT INTO analytics.project_day (project_id, day, owner_id, creator_id, views, hired_views, spend_cents)
     SELECT p.project_id, p.published_day + d, p.owner_id, CASE WHEN d >= 5 THEN p.creator_id END,
            7 + (d % 2), CASE WHEN d >= 5 THEN 7 + (d % 2) ELSE 0 END,
            CASE WHEN d = 0 THEN 25000 WHEN d = 21 THEN 25000 ELSE 0 END
       FROM analytics.project_fact p CROSS JOIN generate_series(0, 59) AS d
      WHERE p.owner_id = $1 AND p.published_day + d <= current_date`,
    [companyId],
  );
  // Per day, what those events add up to for the company (about 1,370 events a day).
  await db.query(
    `INSERT INTO analytics.user_day (user_id, day, views, published, completed, amount_cents, rating_sum, rating_count,
                                     proposals, proposals_answered, hires, hires_completed)
     SELECT $1, current_date - d, 1230, 3, 3, 150000, 13, 3, 110, 100, 3, 3 FROM generate_series(0, ${DAYS - 1}) AS d`,
    [companyId],
  );
  await db.query(
    `INSERT INTO analytics.proposal_fact (proposal_id, project_id, owner_id, creator_id, submitted_day, answered)
     SELECT gen_random_uuid(), p.project_id, p.owner_id, gen_random_uuid(), p.published_day + (n % 5), n % 10 <> 0
       FROM analytics.project_fact p CROSS JOIN generate_series(1, 40) AS n WHERE p.owner_id = $1`,
    [companyId],
  );
  // Other companies' days and projects share the tables and their indexes.
  await db.query(
    `INSERT INTO analytics.user_day (user_id, day, views, published, amount_cents, proposals, proposals_answered)
     SELECT u, current_date - d, 50, 1, 10000, 5, 4
       FROM (SELECT gen_random_uuid() AS u FROM generate_series(1, ${OTHER_COMPANIES})) AS users
       CROSS JOIN generate_series(0, ${DAYS - 1}) AS d`,
  );
  await db.query(
    `INSERT INTO analytics.project_day (project_id, day, owner_id, views)
     SELECT gen_random_uuid(), current_date - (i % ${DAYS}), gen_random_uuid(), 5 FROM generate_series(1, 100000) AS i`,
  );
  await db.query(
    `INSERT INTO analytics.project_fact (project_id, owner_id, title, published_day, first_published_day, ended_day)
     SELECT gen_random_uuid(), gen_random_uuid(), 'Andere opdracht', current_date - (i % ${DAYS}),
            current_date - (i % ${DAYS}), CASE WHEN i % ${DAYS} >= 20 THEN current_date - (i % ${DAYS}) + 20 END
       FROM generate_series(1, 100000) AS i`,
  );
  // What autovacuum does to tables written all day: statistics and the visibility map (index-only scans).
  for (const table of ['user_day', 'project_day', 'project_fact']) await db.query(`VACUUM ANALYZE analytics.${table}`);
  const { rows } = await db.query(
    `SELECT (SELECT sum(views + published + completed + proposals + proposals_answered + hires + rating_count) FROM analytics.user_day WHERE user_id = $1)
            + (SELECT count(*) FROM analytics.project_day WHERE owner_id = $1 AND spend_cents <> 0) AS events`,
    [companyId],
  );
  console.log(
    `seeded ${Number(rows[0].events).toLocaleString('en')} events' worth of facts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const base = `${gateway.url}/api/analytics/overview`;
  const check = (await call('GET', '/analytics/overview?period=1y', undefined, token)).body;
  const active = await db.query(
    `SELECT count(*)::int AS n FROM analytics.project_fact WHERE owner_id = $1
        AND first_published_day <= current_date
        AND (ended_day IS NULL OR ended_day > current_date - 365)`,
    [companyId],
  );
  if (check.overview.totalViews !== 1230 * 365 || check.overview.totalProjects !== active.rows[0].n)
    throw new Error(`unexpected figures: ${JSON.stringify(check.overview)}, ${active.rows[0].n} active projects`);
  await measure(`${base}?period=1y`, token, 100); // warm-up, not counted

  console.log(`\nGET /api/analytics/overview — one company, ${PROJECTS} projects, ${DAYS} days, embedded gateway, 1 connection`);
  console.log('period  requests  p50 ms  p99 ms');
  let worst = 0;
  for (const period of ['7d', '30d', '90d', '1y']) {
    const result = await measure(`${base}?period=${period}`, token);
    worst = Math.max(worst, result.p99);
    console.log(
      `${period.padEnd(6)}  ${String(result.count).padEnd(8)}  ${result.p50.toFixed(1).padEnd(6)}  ${result.p99.toFixed(1)}`,
    );
  }
  console.log(
    `target p99 < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? 'met' : 'NOT met'} (worst p99 ${worst.toFixed(1)} ms)`,
  );
} finally {
  await db.end().catch(() => {});
  await gateway?.stop();
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
