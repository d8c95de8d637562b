// Benchmark: GET /api/payments/creator/earnings for a creator with 5,000 settled projects (her transactions), through
// the embedded gateway with her token: p50/p95/p99 over sequential and concurrent requests, for the default period
// (all time: the four cards, twelve months and the newest 100 transactions) and for one month; then the whole CSV
// export. Seeded straight into payments' tables by the service's test support. Target: p99 under 50 ms.
// Run with `make bench` (or `node bench/earnings-latency.mjs` after a build).
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';

const require = createRequire(import.meta.url);
const { seedSettledProjects } = require('../services/payments/test/support/earnings-seed.cjs');

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const TARGET_P99_MS = 50;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `count` requests over `concurrency` connections, each timed from send to the last byte of its body. */
async function measure(url, token, { count = REQUESTS, concurrency = 1 } = {}) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), count: times.length };
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-earnings-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
let gateway;
const db = new pg.Client({ connectionString: databaseUrl });
try {
  gateway = await startEmbeddedGateway(databaseUrl, workDir, { SEED_DEMO_DATA: 'true' });
  const registered = await fetch(`${gateway.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role: 'creator',
      email: 'bench-earnings@clipwerk.test',
      password: 'bench123',
      confirmPassword: 'bench123',
      firstName: 'Bench',
      lastName: 'Creator',
      dateOfBirth: '1995-01-01',
      phoneNumber: '0600000000',
      bio: 'Ik maak video’s voor merken in heel Nederland.',
    }),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const { token, user } = await registered.json();

  // Five thousand settled projects over the last two years, from twenty companies, amounts between €50 and €1,050.
  await db.connect();
  const query = (sql, parameters) => db.query(sql, parameters).then((result) => result.rows);
  const started = Date.now();
  const perCompany = Math.ceil(TRANSACTIONS / 20);
  for (let c = 0; c < 20; c += 1) {
    const projects = Array.from({ length: Math.min(perCompany, TRANSACTIONS - c * perCompany) }, (_, i) => {
      const contractCents = 5_000 + ((c * 7919 + i * 104_729) % 100_000);
      return {
        title: `Video ${c}-${i}`,
        contractCents,
        feeCents: Math.floor((contractCents * 15) / 100),
        settledAt: new Date(Date.now() - ((c * perCompany + i) % 730) * 24 * 3600 * 1000 - i * 1000),
      };
    });
    await seedSettledProjects(query, { creatorId: user.id, companyName: `Bedrijf ${c} BV`, projects });
  }
  await db.query('ANALYZE payments.project; ANALYZE payments.settlement; ANALYZE payments.company');
  console.log(`seeded ${TRANSACTIONS} transactions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const base = `${gateway.url}/api/payments/creator/earnings`;
  const check = await (await fetch(base, { headers: { authorization: `Bearer ${token}` } })).json();
  if (check.data.overview.completedProjects !== TRANSACTIONS)
    throw new Error(`expected ${TRANSACTIONS} projects: ${JSON.stringify(check.data.overview)}`);
  await measure(base, token, { count: 100 }); // warm-up, not counted

  const rows = [];
  const add = (name, result) => rows.push({ name, ...result });
  add('all-time (default), 1 connection', await measure(base, token));
  add('all-time (default), 4 connections', await measure(base, token, { concurrency: 4 }));
  add('current-month, 1 connection', await measure(`${base}?period=current-month`, token));
  const csvStarted = performance.now();
  const csv = await (await fetch(`${base}.csv?period=all-time`, { headers: { authorization: `Bearer ${token}` } })).text();
  const csvMs = performance.now() - csvStarted;

  console.log(`\nGET /api/payments/creator/earnings — a creator with ${TRANSACTIONS} transactions, embedded gateway`);
  const header = ['target', 'requests', 'p50 ms', 'p95 ms', 'p99 ms'];
  const lines = rows.map((row) => [row.name, String(row.count), row.p50.toFixed(1), row.p95.toFixed(1), row.p99.toFixed(1)]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
  const format = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log(
    `CSV export, all ${csv.split('\r\n').length - 2} transactions: ${csvMs.toFixed(0)} ms, ${(csv.length / 1024).toFixed(0)} KB`,
  );
  const worst = Math.max(...rows.map((row) => row.p99));
  console.log(
    `target p99 < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? 'met' : 'NOT met'} (worst p99 ${worst.toFixed(1)} ms)`,
  );
} finally {
  await db.end().catch(() => {});
  await gateway?.stop();
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
