import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a user deleted her account; deleted accounts are anonymised and left out of every public list. */
export class AddUserDeletedAt1765200000000 implements MigrationInterface {
  name = 'AddUserDeletedAt1765200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user ADD COLUMN deleted_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user DROP COLUMN deleted_at`);
  }
}
