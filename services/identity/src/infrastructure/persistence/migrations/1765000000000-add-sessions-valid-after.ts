import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Log out everywhere" and a password reset end every token of an account at once: tokens issued before
 * `sessions_valid_after` no longer count. The partial index lets identity reload the recent cut-offs at start.
 */
export class AddSessionsValidAfter1765000000000 implements MigrationInterface {
  name = 'AddSessionsValidAfter1765000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user ADD COLUMN sessions_valid_after timestamptz`);
    await runner.query(
      `CREATE INDEX app_user_sessions_valid_after ON app_user (sessions_valid_after) WHERE sessions_valid_after IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX app_user_sessions_valid_after');
    await runner.query('ALTER TABLE app_user DROP COLUMN sessions_valid_after');
  }
}
