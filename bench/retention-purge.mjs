// Benchmark: the retention purge on a big table. 100,000 messages older than three years and 100,000 younger ones
// in 2,000 conversations; two messaging processes (the distributed host, `services/messaging/dist/main.js`) run the
// purge at once on one database while a writer keeps sending messages into the same conversations. Prints the time
// to purge, messages/s, each replica's share, how long a send waited meanwhile (median, p99, longest) and a check
// that exactly the old messages went. Target: no send waits longer than 1 s while the purge runs.
// Run with `make bench` (or `node bench/retention-purge.mjs` after a build); BENCH_MESSAGES to change the count.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { percentile } from './lib/products.mjs';
import { startServiceProcess } from './lib/service-process.mjs';

const OLD = Number(process.env.BENCH_MESSAGES ?? 100_000);
const YOUNG = OLD;
const CONVERSATIONS = 2_000;
const BATCH = 500;
const TARGET_WAIT_MS = 1_000;

/** One messaging replica purging every second; what it removed is read from its log lines. */
async function startReplica(databaseUrl, name, intervalMs) {
  const replica = { name, removed: 0, runs: 0 };
  const host = await startServiceProcess({
    service: 'messaging',
    name,
    env: {
      DATABASE_URL: databaseUrl,
      RETENTION_PURGE_INTERVAL_MS: String(intervalMs),
      RETENTION_PURGE_BATCH: String(BATCH),
      SETTLE_WAIT_MS: '0',
    },
    onLogLine: (entry) => {
      if (entry.msg !== 'retention purge done') return;
      replica.removed += entry.removed?.messages ?? 0;
      replica.runs += 1;
    },
  });
  replica.stop = host.stop;
  return replica;
}

const one = async (client, sql, parameters) => (await client.query(sql, parameters)).rows[0];

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-retention-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
// A first start with the schedule off makes the schema; the seed goes in; then two replicas start with it on.
const setup = await startReplica(databaseUrl, 'setup', 0);
await setup.stop();
const client = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=messaging' });
const writer = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=messaging' });
const replicas = [];
let failed = false;
try {
  await client.connect();
  await writer.connect();
  await client.query(
    `INSERT INTO conversation (company_id, creator_id, started_by)
     SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid() FROM generate_series(1, $1)`,
    [CONVERSATIONS],
  );
  for (const [count, age] of [
    [OLD, "interval '3 years 30 days'"],
    [YOUNG, "interval '2 years'"],
  ]) {
    await client.query(
      `WITH c AS (SELECT array_agg(id) AS ids, array_agg(company_id) AS companies, array_agg(creator_id) AS creators
                  FROM conversation)
       INSERT INTO message (conversation_id, sender_id, recipient_id, content, sent_at)
       SELECT c.ids[1 + g % $2], c.companies[1 + g % $2], c.creators[1 + g % $2], 'Bericht ' || g, now() - ${age}
       FROM generate_series(1, $1) g, c`,
      [count, CONVERSATIONS],
    );
  }
  await client.query('ANALYZE message');
  const conversations = (await client.query(`SELECT id, company_id, creator_id FROM conversation`)).rows;

  const started = performance.now();
  replicas.push(...(await Promise.all([1, 2].map((n) => startReplica(databaseUrl, `replica ${n}`, 1000)))));
  // Sends go on while the purge runs: each waits for nothing but its own insert.
  const waits = [];
  let left = OLD;
  while (left > 0 && performance.now() - started < 300_000) {
    const conversation = conversations[waits.length % conversations.length];
    const sent = performance.now();
    await writer.query(`INSERT INTO message (conversation_id, sender_id, recipient_id, content) VALUES ($1, $2, $3, 'Nieuw')`, [
      conversation.id,
      conversation.company_id,
      conversation.creator_id,
    ]);
    waits.push(performance.now() - sent);
    if (waits.length % 50 === 0)
      left = (await one(client, `SELECT count(*)::int AS n FROM message WHERE sent_at < now() - interval '3 years'`)).n;
  }
  const seconds = (performance.now() - started) / 1000;
  const remaining = await one(
    client,
    `SELECT count(*) FILTER (WHERE sent_at < now() - interval '3 years')::int AS old, count(*)::int AS total FROM message`,
  );
  const longest = Math.max(0, ...waits);
  const exact = remaining.old === 0 && remaining.total === YOUNG + waits.length;

  console.log(`retention purge — ${OLD} messages past three years, ${YOUNG} younger, 2 replicas, batches of ${BATCH}`);
  console.log(`time ${seconds.toFixed(1)} s (from the replicas' start), ${(OLD / seconds).toFixed(0)} messages/s`);
  for (const replica of replicas) console.log(`${replica.name}: ${replica.removed} removed in ${replica.runs} runs`);
  console.log(
    `sends meanwhile: ${waits.length}, waited median ${percentile(waits, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(waits, 99).toFixed(1)} ms, longest ${longest.toFixed(1)} ms (target < ${TARGET_WAIT_MS} ms)`,
  );
  console.log(`exactly the old ones: ${exact ? 'yes' : 'NO'} — ${remaining.old} old left, ${remaining.total} messages kept`);
  failed = !exact || longest >= TARGET_WAIT_MS;
} finally {
  await client.end().catch(() => {});
  await writer.end().catch(() => {});
  for (const replica of replicas) await replica.stop();
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
