import { randomUUID } from 'node:crypto';
import { PurgeRetentionService } from '../src/application/purge-retention/purge-retention.service';
import { seedDuePayouts } from './support/due-payouts';
import { assertBooksBalance } from './support/ledger-check';
import { type PaymentsTestApp, startPaymentsApp } from './support/payments-test-app';

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T10:00:00Z');
const yearsAgo = (years: number, days = 0) => new Date(Date.UTC(2026 - years, 10, 24, 10) + days * DAY);

describe('the retention purge of payments (real PostgreSQL)', () => {
  let payments: PaymentsTestApp;

  beforeAll(async () => {
    payments = await startPaymentsApp({ env: { PAYOUT_RELEASE_INTERVAL_MS: '0' } });
  });

  afterAll(async () => {
    await payments.close();
  });

  const query = (sql: string, parameters: unknown[] = []) => payments.db.query(sql, parameters);

  /** A settled project with its deposit, postings, payout and an invoice, everything made at `at`. */
  async function settledProjectMadeAt(at: Date): Promise<string> {
    const [payoutId] = await payments.db.transaction((tx) =>
      seedDuePayouts((sql, parameters) => tx.query(sql, parameters), 1, at),
    );
    const [{ project_id: projectId, payment_id: paymentId, owner_id: ownerId }] = await query(
      `SELECT project_id, settled_by_payment_id AS payment_id, owner_id FROM payments.payout WHERE id = $1`,
      [payoutId],
    );
    await query(`UPDATE payments.project SET created_at = $2, updated_at = $2 WHERE id = $1`, [projectId, at]);
    await query(`UPDATE payments.payment SET created_at = $2, updated_at = $2, paid_at = $2 WHERE id = $1`, [paymentId, at]);
    await query(`UPDATE payments.payout SET created_at = $2, updated_at = $2 WHERE id = $1`, [payoutId, at]);
    // History years back: the append-only guard is off only while the test backdates what it just booked.
    await query(`ALTER TABLE payments.ledger_transaction DISABLE TRIGGER ledger_transaction_append_only`);
    await query(`UPDATE payments.ledger_transaction SET created_at = $2 WHERE payment_id = $1`, [paymentId, at]);
    await query(`ALTER TABLE payments.ledger_transaction ENABLE TRIGGER ledger_transaction_append_only`);
    const sequence = Math.floor(Math.random() * 1_000_000) + 1;
    await query(
      `INSERT INTO payments.invoice (id, number, year, sequence, kind, project_id, payment_id, party_id, total_cents, content, issued_at)
       VALUES ($1, $2, $3, $4, 'deposit', $5, $6, $7, 10000, '{}', $8)`,
      [randomUUID(), `CW-${sequence}`, at.getUTCFullYear(), sequence, projectId, paymentId, ownerId, at],
    );
    return String(projectId);
  }

  const whatIsLeftOf = async (projectId: string) => {
    const [row] = await query(
      `SELECT (SELECT count(*) FROM payments.invoice WHERE project_id = $1)::int AS invoices,
              (SELECT count(*) FROM payments.ledger_transaction t JOIN payments.payment m ON m.id = t.payment_id
                 WHERE m.project_id = $1)::int AS postings,
              (SELECT count(*) FROM payments.payment WHERE project_id = $1)::int AS payments,
              (SELECT count(*) FROM payments.payout WHERE project_id = $1)::int AS payouts,
              (SELECT count(*) FROM payments.project WHERE id = $1)::int AS projects`,
      [projectId],
    );
    return row as Record<string, number>;
  };
  const everything = { invoices: 1, postings: 2, payments: 1, payouts: 1, projects: 1 };
  const nothing = { invoices: 0, postings: 0, payments: 0, payouts: 0, projects: 0 };

  it('removes an eight-year-old invoice and its postings and keeps a six-year-old one, to the day', async () => {
    const eightYears = await settledProjectMadeAt(yearsAgo(8));
    const sixYears = await settledProjectMadeAt(yearsAgo(6));
    const dayInside = await settledProjectMadeAt(yearsAgo(7, 1));
    const dayPast = await settledProjectMadeAt(yearsAgo(7, -1));
    const young = await settledProjectMadeAt(NOW);
    const booksBefore = await assertBooksBalance(query);

    const purge = payments.app.get(PurgeRetentionService);
    // Two replicas at once, in batches of one: each record is removed once, and neither waits for the other's locks.
    const [first, second] = await Promise.all([purge.run(NOW, 1), purge.run(NOW, 1)]);

    expect(first.invoices + second.invoices).toBe(2);
    expect(first.postings + second.postings).toBe(4);
    expect(await whatIsLeftOf(eightYears)).toEqual(nothing);
    expect(await whatIsLeftOf(dayPast)).toEqual(nothing);
    expect(await whatIsLeftOf(sixYears)).toEqual(everything);
    expect(await whatIsLeftOf(dayInside)).toEqual(everything);
    expect(await whatIsLeftOf(young)).toEqual(everything);
    // The books that remain still balance, for every project that remains.
    expect(await assertBooksBalance(query)).toBe(booksBefore - 2);
    expect(await purge.run(NOW, 1)).toEqual({ invoices: 0, postings: 0, projects: 0, logs: 0 });
  });

  it('keeps the ledger append-only for everything but the purge', async () => {
    await settledProjectMadeAt(NOW);
    await expect(query(`DELETE FROM payments.ledger_entry`)).rejects.toThrow(/append-only/);
    await expect(query(`UPDATE payments.ledger_transaction SET description = 'x'`)).rejects.toThrow(/append-only/);
  });

  it('removes provider events and event records after a year, keeping a day-younger one', async () => {
    await query(
      `INSERT INTO payments.provider_event (provider, event_id, type, received_at)
       VALUES ('stripe', 'evt_old', 'charge.refunded', $1), ('stripe', 'evt_kept', 'charge.refunded', $2)`,
      [yearsAgo(1, -1), yearsAgo(1, 1)],
    );
    await query(
      `INSERT INTO payments.inbox_message (consumer, event_id, type, processed_at)
       VALUES ('payments.x', gen_random_uuid(), 'ProjectCreated', $1), ('payments.x', gen_random_uuid(), 'ProjectCreated', $2)`,
      [yearsAgo(1, -1), yearsAgo(1, 1)],
    );

    expect((await payments.app.get(PurgeRetentionService).run(NOW, 100)).logs).toBe(2);
    expect(await query(`SELECT event_id FROM payments.provider_event`)).toEqual([{ event_id: 'evt_kept' }]);
    expect(await query(`SELECT count(*)::int AS n FROM payments.inbox_message WHERE consumer = 'payments.x'`)).toEqual([
      { n: 1 },
    ]);
  });
});
