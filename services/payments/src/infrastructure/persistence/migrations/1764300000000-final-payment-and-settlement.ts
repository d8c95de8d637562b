import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The final payment and completion: a contract amount one party proposes and the other confirms; the settlement
 * of a completed project with the figures payments computed; one final, refund-of-excess and settlement posting
 * per payment.
 */
export class FinalPaymentAndSettlement1764300000000 implements MigrationInterface {
  name = 'FinalPaymentAndSettlement1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        ADD COLUMN proposed_amount_cents bigint CHECK (proposed_amount_cents > 0),
        ADD COLUMN proposed_by uuid,
        ADD COLUMN proposed_at timestamptz`);
    // One row per completed project: what was settled, as computed at that moment; the books must add up.
    await runner.query(`
      CREATE TABLE settlement (
        project_id uuid PRIMARY KEY REFERENCES project (id),
        final_payment_id uuid REFERENCES payment (id),
        contract_cents bigint NOT NULL CHECK (contract_cents >= 0),
        deposit_cents bigint NOT NULL CHECK (deposit_cents >= 0),
        final_cents bigint NOT NULL CHECK (final_cents >= 0),
        excess_refund_cents bigint NOT NULL CHECK (excess_refund_cents >= 0),
        fee_percent integer NOT NULL CHECK (fee_percent BETWEEN 0 AND 100),
        launch_offer boolean NOT NULL,
        fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
        creator_cents bigint NOT NULL CHECK (creator_cents >= 0),
        settled_at timestamptz NOT NULL,
        releasable_at timestamptz NOT NULL,
        CHECK (deposit_cents + final_cents = contract_cents + excess_refund_cents),
        CHECK (fee_cents + creator_cents = contract_cents)
      )`);
    for (const kind of ['final', 'excess_refund', 'settlement']) {
      await runner.query(
        `CREATE UNIQUE INDEX ledger_transaction_one_${kind} ON ledger_transaction (payment_id) WHERE kind = '${kind}'`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const kind of ['final', 'excess_refund', 'settlement']) {
      await runner.query(`DROP INDEX ledger_transaction_one_${kind}`);
    }
    await runner.query(`DROP TABLE settlement`);
    await runner.query(`ALTER TABLE project DROP COLUMN proposed_amount_cents, DROP COLUMN proposed_by, DROP COLUMN proposed_at`);
  }
}
