// Benchmark: the release job of payments. 10,000 payouts whose hold ended are released by two payments processes
// (the distributed host, `services/payments/dist/main.js`) running the job at once on one database, against the
// simulated transfer provider. Prints the time from "due" to the last release, payouts/s, each replica's share,
// and a check that every payout was transferred, posted and announced exactly once. Target: under 60 s.
// Run with `make bench` (or `node bench/release-payouts.mjs` after a build); BENCH_PAYOUTS to change the count.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { startServiceProcess } from './lib/service-process.mjs';

const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 10_000);
const TARGET_SECONDS = 60;
const CONTRACT = 10_000;
const FEE = 1_500;
const SHARE = CONTRACT - FEE;

/** One payments replica; its release runs are read from its log lines ("release run done"). */
async function startReplica(databaseUrl, name) {
  const replica = { name, released: 0, runs: 0 };
  const host = await startServiceProcess({
    service: 'payments',
    name,
    env: {
      DATABASE_URL: databaseUrl,
      PAYOUT_RELEASE_INTERVAL_MS: '100',
      PAYOUT_RELEASE_BATCH: '50',
      SETTLE_WAIT_MS: '0',
    },
    onLogLine: (entry) => {
      if (entry.msg !== 'release run done') return;
      replica.released += entry.released ?? 0;
      replica.runs += 1;
    },
  });
  replica.stop = host.stop;
  return replica;
}

/** Settled projects with books that add up, each creator with an active simulated account, due far in the future. */
async function seed(client, count) {
  await client.query('BEGIN');
  await client.query(
    `CREATE TEMP TABLE seed ON COMMIT DROP AS SELECT gen_random_uuid() AS project_id, gen_random_uuid() AS owner_id,
       gen_random_uuid() AS creator_id, gen_random_uuid() AS payment_id, gen_random_uuid() AS payout_id,
       gen_random_uuid() AS deposit_tx, gen_random_uuid() AS settlement_tx FROM generate_series(1, $1)`,
    [count],
  );
  const later = '2100-01-01T00:00:00Z';
  await client.query(`INSERT INTO project (id, owner_id, title, budget_cents, status, selected_creator_id, contract_amount_cents, created_at)
    SELECT project_id, owner_id, 'Bench', ${CONTRACT * 2}, 'completed', creator_id, ${CONTRACT}, now() FROM seed`);
  await client.query(`INSERT INTO payment (id, project_id, owner_id, kind, method, provider, status, amount_cents, paid_at, deposit_paid_published)
    SELECT payment_id, project_id, owner_id, 'deposit', 'ideal', 'simulated', 'paid', ${CONTRACT}, now(), true FROM seed`);
  await client.query(`INSERT INTO ledger_account (id, kind, external)
    SELECT 'company_cash:' || owner_id, 'company_cash', true FROM seed
    UNION ALL SELECT 'escrow:' || project_id, 'escrow', false FROM seed
    UNION ALL SELECT 'creator_payable:' || creator_id, 'creator_payable', false FROM seed
    UNION ALL SELECT 'platform_revenue', 'platform_revenue', false ON CONFLICT (id) DO NOTHING`);
  await client.query(`INSERT INTO ledger_transaction (id, kind, payment_id, description)
    SELECT deposit_tx, 'deposit', payment_id, 'Aanbetaling' FROM seed
    UNION ALL SELECT settlement_tx, 'settlement', payment_id, 'Afrekening' FROM seed`);
  await client.query(`INSERT INTO ledger_entry (transaction_id, account_id, direction, amount_cents)
    SELECT deposit_tx, 'escrow:' || project_id, 'debit', ${CONTRACT} FROM seed
    UNION ALL SELECT deposit_tx, 'company_cash:' || owner_id, 'credit', ${CONTRACT} FROM seed
    UNION ALL SELECT settlement_tx, 'escrow:' || project_id, 'credit', ${CONTRACT} FROM seed
    UNION ALL SELECT settlement_tx, 'platform_revenue', 'debit', ${FEE} FROM seed
    UNION ALL SELECT settlement_tx, 'creator_payable:' || creator_id, 'debit', ${SHARE} FROM seed`);
  await client.query(`INSERT INTO settlement (project_id, final_payment_id, contract_cents, deposit_cents, final_cents,
      excess_refund_cents, fee_percent, launch_offer, fee_cents, creator_cents, settled_at, releasable_at)
    SELECT project_id, NULL, ${CONTRACT}, ${CONTRACT}, 0, 0, 15, false, ${FEE}, ${SHARE}, now(), '${later}' FROM seed`);
  await client.query(`INSERT INTO payout (id, project_id, owner_id, creator_id, settled_by_payment_id, amount_cents, status,
      releasable_at, transfer_group)
    SELECT payout_id, project_id, owner_id, creator_id, payment_id, ${SHARE}, 'held', '${later}', 'project:' || project_id FROM seed`);
  await client.query(`INSERT INTO payout_account (creator_id, provider, provider_account_id, status, last4, bank_name, country, observed_at)
    SELECT creator_id, 'simulated', 'sim_acct_' || replace(creator_id::text, '-', ''), 'active', '4300', 'ABN AMRO', 'NL', now() FROM seed`);
  await client.query('COMMIT');
}

const one = async (client, sql) => (await client.query(sql)).rows[0];

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-release-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
const replicas = [];
const client = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=payments' });
let failed = false;
try {
  replicas.push(await startReplica(databaseUrl, 'replica 1'));
  replicas.push(await startReplica(databaseUrl, 'replica 2'));
  await client.connect();
  await seed(client, PAYOUTS);

  // Every payout falls due at once; both replicas' jobs find them on their next tick.
  const started = performance.now();
  await client.query(`UPDATE payout SET releasable_at = now()`);
  let released = 0;
  while (released < PAYOUTS && performance.now() - started < 5 * TARGET_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    released = (await one(client, `SELECT count(*)::int AS n FROM payout WHERE status = 'released'`)).n;
  }
  const seconds = (performance.now() - started) / 1000;

  const payouts = await one(
    client,
    `SELECT count(*) FILTER (WHERE status = 'released')::int AS released, count(DISTINCT transfer_id)::int AS transfers,
            max(attempts)::int AS most_attempts FROM payout`,
  );
  const transfers = await one(
    client,
    `SELECT count(*)::int AS made, sum(requests)::int AS requests, sum(amount_cents)::bigint AS cents FROM simulated_transfer`,
  );
  const postings = await one(
    client,
    `SELECT count(*)::int AS postings, count(DISTINCT payment_id)::int AS payments FROM ledger_transaction WHERE kind = 'payout'`,
  );
  const events = await one(client, `SELECT count(*)::int AS n FROM outbox_message WHERE type = 'payments.payout.released.v1'`);
  const unbalanced = await one(
    client,
    `SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entry GROUP BY transaction_id
       HAVING sum(CASE direction WHEN 'debit' THEN amount_cents ELSE -amount_cents END) <> 0) t`,
  );
  const exactlyOnce =
    payouts.released === PAYOUTS &&
    payouts.transfers === PAYOUTS &&
    payouts.most_attempts === 1 &&
    transfers.made === PAYOUTS &&
    transfers.requests === PAYOUTS &&
    Number(transfers.cents) === PAYOUTS * SHARE &&
    postings.postings === PAYOUTS &&
    postings.payments === PAYOUTS &&
    events.n === PAYOUTS &&
    unbalanced.n === 0;

  console.log(`release job — ${PAYOUTS} due payouts, 2 replicas, simulated provider`);
  console.log(`time ${seconds.toFixed(1)} s, ${(PAYOUTS / seconds).toFixed(0)} payouts/s (target < ${TARGET_SECONDS} s)`);
  for (const replica of replicas) console.log(`${replica.name}: ${replica.released} released in ${replica.runs} runs`);
  console.log(
    `exactly once: ${exactlyOnce ? 'yes' : 'NO'} — released ${payouts.released}, transfers ${transfers.made} ` +
      `(provider asked ${transfers.requests}×), payout postings ${postings.postings}, PayoutReleased ${events.n}, ` +
      `most attempts of one payout ${payouts.most_attempts}, unbalanced ledger transactions ${unbalanced.n}`,
  );
  failed = !exactlyOnce || seconds >= TARGET_SECONDS;
} finally {
  await client.end().catch(() => {});
  for (const replica of replicas) await replica.stop();
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
