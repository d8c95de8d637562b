import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payout remembers when its transfer was first attempted: a retry after the provider's idempotency key may have
 * expired looks the transfer up first (decision 022). Older attempts are unknown (null), so they are looked up.
 * The simulated provider keeps the payout id with each transfer, as Stripe keeps it in the transfer's metadata.
 */
export class FirstTransferAttempt1764600000000 implements MigrationInterface {
  name = 'FirstTransferAttempt1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE payout ADD COLUMN first_attempt_at timestamptz`);
    await runner.query(`UPDATE payout SET first_attempt_at = attempt_started_at WHERE attempts = 1`);
    await runner.query(`ALTER TABLE simulated_transfer ADD COLUMN payout_id text`);
    await runner.query(`CREATE INDEX simulated_transfer_group ON simulated_transfer (transfer_group)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX simulated_transfer_group`);
    await runner.query(`ALTER TABLE simulated_transfer DROP COLUMN payout_id`);
    await runner.query(`ALTER TABLE payout DROP COLUMN first_attempt_at`);
  }
}
