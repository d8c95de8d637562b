import { ReleasePayoutsService, type ReleaseRunResult } from '../src/application/release-payouts/release-payouts.service';
import { assertBooksBalance } from './support/ledger-check';
import { DUE_PAYOUT, seedDuePayouts } from './support/due-payouts';
import { type PaymentsTestApp, startPaymentsApp } from './support/payments-test-app';

const PAYOUTS = 200;

describe('two payments replicas run the release job on one database at once (real PostgreSQL)', () => {
  let first: PaymentsTestApp;
  let second: PaymentsTestApp;

  beforeAll(async () => {
    // Small batches, so the two runs take turns over the due set instead of one taking it all at once.
    const env = { PAYOUT_RELEASE_INTERVAL_MS: '0', PAYOUT_RELEASE_BATCH: '10' };
    first = await startPaymentsApp({ env });
    second = await startPaymentsApp({ env, databaseUrl: first.databaseUrl });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it(`releases each of ${PAYOUTS} due payouts exactly once: one transfer, one posting, one event each`, async () => {
    const ids = await first.db.transaction((manager) =>
      seedDuePayouts((sql, parameters) => manager.query(sql, parameters), PAYOUTS, new Date(Date.now() - 60_000)),
    );
    const runs: ReleaseRunResult[] = await Promise.all([
      first.app.get(ReleasePayoutsService).run(),
      second.app.get(ReleasePayoutsService).run(),
      first.app.get(ReleasePayoutsService).run(),
      second.app.get(ReleasePayoutsService).run(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(PAYOUTS);
    expect(runs.reduce((sum, run) => sum + run.failed + run.waiting, 0)).toBe(0);

    const [payouts] = await first.db.query(
      `SELECT count(*) FILTER (WHERE status = 'released')::int AS released, count(DISTINCT transfer_id)::int AS transfers,
              max(attempts)::int AS most_attempts
         FROM payments.payout WHERE id = ANY($1)`,
      [ids],
    );
    expect(payouts).toEqual({ released: PAYOUTS, transfers: PAYOUTS, most_attempts: 1 });
    // The provider was asked once per payout: no two runs ever called it for the same payout.
    const [transfers] = await first.db.query(
      `SELECT count(*)::int AS made, coalesce(sum(requests), 0)::int AS requests, coalesce(sum(amount_cents), 0)::int AS cents
         FROM payments.simulated_transfer`,
    );
    expect(transfers).toEqual({ made: PAYOUTS, requests: PAYOUTS, cents: PAYOUTS * DUE_PAYOUT.creatorCents });
    const [postings] = await first.db.query(
      `SELECT count(*)::int AS postings, count(DISTINCT payment_id)::int AS payments
         FROM payments.ledger_transaction WHERE kind = 'payout'`,
    );
    expect(postings).toEqual({ postings: PAYOUTS, payments: PAYOUTS });
    const [events] = await first.db.query(
      `SELECT count(*)::int AS released FROM payments.outbox_message WHERE type = 'payments.payout.released.v1'`,
    );
    expect(events).toEqual({ released: PAYOUTS });
    expect(await assertBooksBalance((sql, parameters) => first.db.query(sql, parameters))).toBe(PAYOUTS);
  });
});
