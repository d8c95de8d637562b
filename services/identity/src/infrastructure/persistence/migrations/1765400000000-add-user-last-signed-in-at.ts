import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the user last signed in (registration counts as the first time): an account nobody signed in to for the
 * retention period is closed. Accounts from before this column count from their registration.
 */
export class AddUserLastSignedInAt1765400000000 implements MigrationInterface {
  name = 'AddUserLastSignedInAt1765400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user ADD COLUMN last_signed_in_at timestamptz`);
    await runner.query(`UPDATE app_user SET last_signed_in_at = created_at`);
    await runner.query(
      `ALTER TABLE app_user ALTER COLUMN last_signed_in_at SET NOT NULL, ALTER COLUMN last_signed_in_at SET DEFAULT now()`,
    );
    await runner.query(`CREATE INDEX app_user_inactive ON app_user (last_signed_in_at) WHERE deleted_at IS NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user DROP COLUMN last_signed_in_at`);
  }
}
