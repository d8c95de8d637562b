import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The figures payments computed for a hired project (the creator's share, the fee), and when it was completed. */
export class KeepPaymentsFigures1764300000000 implements MigrationInterface {
  name = 'KeepPaymentsFigures1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        ADD COLUMN creator_share_cents bigint CHECK (creator_share_cents >= 0),
        ADD COLUMN platform_fee_cents bigint CHECK (platform_fee_cents >= 0),
        ADD COLUMN completed_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE project DROP COLUMN creator_share_cents, DROP COLUMN platform_fee_cents, DROP COLUMN completed_at`,
    );
  }
}
