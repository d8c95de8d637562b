// Benchmark: GET /api/users/creators (first page of 12) through the gateway in both topologies, beside a bare
// Fastify + pg handler answering identity's own query on the same data, the two alternating round by round, with
// the CPU per request of each; then the distributed gateway at a fixed 2,000 req/s for its p99. Run with `make bench` (or `node bench/creators-list.mjs` after a build).
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { BYPASS_SHARED_CACHE, interleaved, medianOf, printTable, run, verdict } from './lib/measure.mjs';
import { startRawBaseline } from './lib/raw-creators-baseline.mjs';
import { startStaticReply } from './lib/static-reply.mjs';
import { BENCH_ENV, startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { productCpuMs, treeCpuMs } from './lib/cpu.mjs';

const require = createRequire(import.meta.url);
const { startLocalDistributedStack } = require('../infra/distributed/local-stack.js');
const CREATORS = Number(process.env.BENCH_CREATORS ?? 1000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const QUERY = '/api/users/creators?page=1&limit=12';
/** Registers creators through the real API so every column and index is filled the way users fill them. */
async function seedCreators(url, count) {
  const niches = ['beauty', 'food', 'tech', 'fitness', 'travel', 'lifestyle', 'gaming', 'home'];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          role: 'creator',
          email: `bench${i}@clipwerk.test`,
          password: 'bench123',
          confirmPassword: 'bench123',
          firstName: `Creator${i}`,
          lastName: 'Bench',
          dateOfBirth: '1995-01-01',
          phoneNumber: '0600000000',
          bio: `Ik maak video's over ${niches[i % niches.length]} voor merken in heel Nederland.`,
        }),
      });
      if (response.status !== 201 && response.status !== 409)
        throw new Error(`seed failed: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** The targets: at least this share of the raw handler's requests per second, uncached. */
const TARGETS = { embedded: 0.8, distributed: 0.7 };
const ROUNDS = 3;

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
const rows = [];
const verdicts = [];
try {
  const embedded = await startEmbeddedGateway(databaseUrl, workDir, { SEED_DEMO_DATA: 'true' });
  await seedCreators(embedded.url, CREATORS);
  const raw = await startRawBaseline(databaseUrl);
  // Each target's CPU counts exactly the processes that answered it: the raw handler and PostgreSQL; the gateway
  // (or the distributed stack) and PostgreSQL, i.e. everything the benchmark started but the raw handler.
  const rawCpuMs = () => treeCpuMs([raw.pid, postgres.pid]);
  const gatewayCpuMs = () => productCpuMs() - treeCpuMs([raw.pid]);
  const compare = async (label, gateway, target) => {
    const rawName = `raw Fastify + pg (beside ${label})`;
    const figures = await interleaved(
      [
        { name: rawName, url: `${raw.url}${QUERY}`, cpuMs: rawCpuMs },
        {
          name: `gateway, ${label}, every request to PostgreSQL`,
          url: `${gateway.url}${QUERY}`,
          headers: BYPASS_SHARED_CACHE,
          cpuMs: gatewayCpuMs,
        },
        { name: `gateway, ${label}, anonymous (shared cache)`, url: `${gateway.url}${QUERY}`, cpuMs: gatewayCpuMs },
      ],
      { rounds: ROUNDS, duration: DURATION },
    );
    const baseline = figures.get(rawName);
    for (const [name, result] of figures)
      rows.push({ name, ...result, ratio: `${((100 * result.rps) / baseline.rps).toFixed(0)}%` });
    const share = figures.get(`gateway, ${label}, every request to PostgreSQL`).rps / baseline.rps;
    verdicts.push(
      `${label}, uncached: ${(100 * share).toFixed(0)}% of raw (target ≥ ${100 * target}%): ${verdict(share >= target)}`,
    );
  };

  await compare('embedded', embedded, TARGETS.embedded);
  await embedded.stop();

  const distributed = await startLocalDistributedStack({ databaseUrl, env: BENCH_ENV });
  try {
    await compare('distributed (+1 hop)', distributed, TARGETS.distributed);
    await raw.stop();
    // At a fixed rate autocannon adds its own tail when the rate is spread over many connections (a constant reply
    // measured p99 66 ms at 64 connections, 6 ms at 16), so: 16 connections (2,000 req/s at a few ms needs fewer
    // than 10 in flight), a warm-up run that is not counted, the median by p99, and the tool's floor beside it.
    const fixed = { duration: DURATION, rate: 2000, connections: 16 };
    const atFixedRate = async (url, headers) => {
      await run(`${url}${QUERY}`, { ...fixed, duration: 2, headers });
      return medianOf(3, () => run(`${url}${QUERY}`, { ...fixed, headers, cpuMs: productCpuMs }), 'p99');
    };
    const floor = await startStaticReply();
    rows.push({ name: 'constant reply, no work (measuring floor) @ 2,000 req/s', ...(await atFixedRate(floor.url)), ratio: '' });
    await floor.stop();
    const fixedUncached = await atFixedRate(distributed.url, BYPASS_SHARED_CACHE);
    rows.push({ name: 'gateway, distributed @ 2,000 req/s, every request to PostgreSQL', ...fixedUncached, ratio: '' });
    const fixedCached = await atFixedRate(distributed.url);
    rows.push({ name: 'gateway, distributed @ 2,000 req/s, anonymous (shared cache)', ...fixedCached, ratio: '' });
  } finally {
    await distributed.stop();
  }
  printTable(
    `GET ${QUERY} — ${CREATORS + 12} creators, ${os.cpus().length} cores, median of ${ROUNDS} interleaved rounds × ${DURATION}s`,
    rows,
  );
  console.log(`\n${verdicts.join('\n')}`);
} finally {
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
