import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments held for review: the provider charged another amount or currency than we asked for. */
export class HoldPaymentsForReview1764200000001 implements MigrationInterface {
  name = 'HoldPaymentsForReview1764200000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE payment DROP CONSTRAINT payment_status_check`);
    await runner.query(`
      ALTER TABLE payment
        ADD CONSTRAINT payment_status_check CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'held_for_review')),
        ADD COLUMN received_amount_cents bigint CHECK (received_amount_cents >= 0),
        ADD COLUMN received_currency text,
        ADD COLUMN review_event_id text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    // A held payment becomes a failed one: neither counts as paid.
    await runner.query(`UPDATE payment SET status = 'failed' WHERE status = 'held_for_review'`);
    await runner.query(`
      ALTER TABLE payment
        DROP CONSTRAINT payment_status_check,
        DROP COLUMN received_amount_cents,
        DROP COLUMN received_currency,
        DROP COLUMN review_event_id,
        ADD CONSTRAINT payment_status_check CHECK (status IN ('pending', 'paid', 'failed', 'refunded'))`);
  }
}
