import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creator's share after settlement: one payout per settled project, held until `releasable_at`, released by a
 * transfer whose attempt is recorded before the provider is called; the simulated provider's transfers, kept by
 * idempotency key; the creator's connected account in the ledger; one payout posting of each kind per project.
 */
export class CreatePayouts1764400000000 implements MigrationInterface {
  name = 'CreatePayouts1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE payout (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL UNIQUE REFERENCES settlement (project_id),
        owner_id uuid NOT NULL,
        creator_id uuid NOT NULL,
        -- The payment that settled the project: the payout's ledger postings name it.
        settled_by_payment_id uuid NOT NULL REFERENCES payment (id),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL CHECK (status IN
          ('held', 'waiting_for_account', 'disputed', 'releasing', 'released', 'paid_out', 'failed', 'reversed', 'refunded')),
        releasable_at timestamptz NOT NULL,
        transfer_group text NOT NULL,
        -- The attempt is recorded (and committed) before the provider is called; a crashed one is taken again.
        attempts integer NOT NULL DEFAULT 0,
        attempt_started_at timestamptz,
        provider text CHECK (provider IN ('stripe', 'simulated')),
        destination_account_id text,
        transfer_id text,
        waiting_since timestamptz,
        released_at timestamptz,
        paid_out_at timestamptz,
        failure_reason text,
        dispute_reason text,
        disputed_at timestamptz,
        dispute_resolution text CHECK (dispute_resolution IN ('release', 'refund')),
        dispute_note text,
        dispute_resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status NOT IN ('released', 'paid_out') OR transfer_id IS NOT NULL)
      )`);
    // Projects settled before payouts existed get theirs, held until their own release date.
    await runner.query(`
      INSERT INTO payout (id, project_id, owner_id, creator_id, settled_by_payment_id, amount_cents, status, releasable_at,
        transfer_group)
      SELECT gen_random_uuid(), s.project_id, p.owner_id, p.selected_creator_id, settled_by.id, s.creator_cents, 'held',
        s.releasable_at, 'project:' || s.project_id
      FROM settlement s
      JOIN project p ON p.id = s.project_id
      JOIN LATERAL (
        SELECT coalesce(s.final_payment_id, (
          SELECT id FROM payment WHERE project_id = s.project_id AND kind = 'deposit' AND status = 'paid'
          ORDER BY paid_at LIMIT 1)) AS id) settled_by ON settled_by.id IS NOT NULL
      WHERE s.creator_cents > 0 AND p.selected_creator_id IS NOT NULL`);
    // What a release run scans: the due payouts still to pay, oldest first.
    await runner.query(`
      CREATE INDEX payout_due ON payout (releasable_at)
      WHERE status IN ('held', 'waiting_for_account', 'releasing')`);
    await runner.query(`CREATE INDEX payout_creator ON payout (creator_id)`);
    await runner.query(`CREATE UNIQUE INDEX payout_transfer ON payout (provider, transfer_id)`);
    // The simulated provider's side: a repeated idempotency key answers the transfer it made the first time.
    await runner.query(`
      CREATE TABLE simulated_transfer (
        idempotency_key text PRIMARY KEY,
        id text NOT NULL UNIQUE,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        destination text NOT NULL,
        transfer_group text NOT NULL,
        requests integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_kind_check`);
    await runner.query(`
      ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_kind_check
      CHECK (kind IN ('company_cash', 'escrow', 'platform_revenue', 'creator_payable', 'creator_account'))`);
    for (const kind of ['payout', 'dispute_refund']) {
      await runner.query(
        `CREATE UNIQUE INDEX ledger_transaction_one_${kind} ON ledger_transaction (payment_id) WHERE kind = '${kind}'`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const kind of ['payout', 'dispute_refund']) await runner.query(`DROP INDEX ledger_transaction_one_${kind}`);
    await runner.query(`ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_kind_check`);
    await runner.query(`
      ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_kind_check
      CHECK (kind IN ('company_cash', 'escrow', 'platform_revenue', 'creator_payable'))`);
    await runner.query(`DROP TABLE simulated_transfer`);
    await runner.query(`DROP TABLE payout`);
  }
}
