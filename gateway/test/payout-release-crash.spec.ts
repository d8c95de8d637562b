import { createTestDatabase, waitFor } from '@clipwerk/kit/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { seedDuePayouts } from '../../services/payments/test/support/due-payouts';
import { assertBooksBalance } from '../../services/payments/test/support/ledger-check';
import { freePort } from './support/product-process';

const MAIN = path.resolve(__dirname, '../../services/payments/dist/main.js');
const PAYOUTS = 1500;

/** A payments replica as the distributed topology runs it (`services/payments/dist/main.js`); needs the build. */
async function startPayments(databaseUrl: string): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Runs often, in small batches, and takes an unfinished attempt again one second after it started.
      PAYOUT_RELEASE_INTERVAL_MS: '50',
      PAYOUT_RELEASE_BATCH: '10',
      PAYOUT_RELEASE_LEASE_MS: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (response) => response.ok,
        () => false,
      ),
    { timeoutMs: 30_000, intervalMs: 100, what: 'payments ready' },
  );
  return { child, exited };
}

/**
 * A payments process killed with SIGKILL in the middle of a release run: nothing gets to finish or roll back
 * politely. A new process takes over; every payout ends released with one transfer and one posting.
 */
describe('the release job survives kill -9 of its process mid-run', () => {
  let db: Client;
  const started: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db?.end();
  });

  it(`killed while releasing ${PAYOUTS} payouts, restarted: each released once`, async () => {
    const databaseUrl = await createTestDatabase('payout_crash');
    const first = await startPayments(databaseUrl);
    started.push(first.child);
    // The ledger's balance trigger names its tables without a schema, as the service's own connections see them.
    db = new Client({ connectionString: databaseUrl, options: '-c search_path=payments' });
    await db.connect();
    const query = async (sql: string, parameters?: unknown[]) => (await db.query(sql, parameters)).rows;
    await query('BEGIN');
    await seedDuePayouts(query, PAYOUTS, new Date('2100-01-01T00:00:00Z'));
    await query('COMMIT');
    const released = async () =>
      (await query(`SELECT count(*)::int AS n FROM payments.payout WHERE status = 'released'`))[0].n as number;

    await query(`UPDATE payments.payout SET releasable_at = now()`);
    // Killed once a fifth is released, at a moment when a batch's attempts are recorded and not yet finished.
    const inFlight = async () =>
      (await query(`SELECT count(*)::int AS n FROM payments.payout WHERE status = 'releasing'`))[0].n as number;
    await waitFor(async () => (await released()) >= PAYOUTS / 5 && (await inFlight()) > 0, {
      timeoutMs: 30_000,
      intervalMs: 2,
      what: 'a fifth released and a batch in flight',
    });

    first.child.kill('SIGKILL');
    await first.exited;
    const atCrash = await query(
      `SELECT count(*) FILTER (WHERE status = 'released')::int AS released,
              count(*) FILTER (WHERE status = 'releasing')::int AS in_flight FROM payments.payout`,
    );
    expect(atCrash[0].released).toBeLessThan(PAYOUTS);

    const second = await startPayments(databaseUrl);
    started.push(second.child);
    try {
      await waitFor(async () => (await released()) === PAYOUTS, {
        timeoutMs: 60_000,
        intervalMs: 50,
        what: 'every payout released',
      });
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }

    const [transfers] = await query(
      `SELECT count(*)::int AS made, count(DISTINCT idempotency_key)::int AS keys FROM payments.simulated_transfer`,
    );
    expect(transfers).toEqual({ made: PAYOUTS, keys: PAYOUTS });
    const [payouts] = await query(
      `SELECT count(DISTINCT transfer_id)::int AS transfers, count(*)::int AS payouts FROM payments.payout
        WHERE status = 'released' AND transfer_id IN (SELECT id FROM payments.simulated_transfer)`,
    );
    expect(payouts).toEqual({ transfers: PAYOUTS, payouts: PAYOUTS });
    const [events] = await query(
      `SELECT count(*)::int AS released FROM payments.outbox_message WHERE type = 'payments.payout.released.v1'`,
    );
    expect(events).toEqual({ released: PAYOUTS });
    // Every payout posted once for its amount (the books check says so too).
    expect(await assertBooksBalance(query)).toBe(PAYOUTS);
  }, 120_000);
});
