import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A creator's base rate may have cents, like every other amount: whole cents in a bigint. */
export class BaseRateInCents1766400000000 implements MigrationInterface {
  name = 'BaseRateInCents1766400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user ADD COLUMN base_rate_cents bigint CHECK (base_rate_cents >= 0)`);
    await runner.query(`UPDATE app_user SET base_rate_cents = base_rate::bigint * 100 WHERE base_rate IS NOT NULL`);
    await runner.query(`ALTER TABLE app_user DROP COLUMN base_rate`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user ADD COLUMN base_rate integer`);
    await runner.query(`UPDATE app_user SET base_rate = (base_rate_cents / 100)::integer WHERE base_rate_cents IS NOT NULL`);
    await runner.query(`ALTER TABLE app_user DROP COLUMN base_rate_cents`);
  }
}
