import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The creator's response rate comes with the number of conversations behind it: a late, older figure is ignored. */
export class AddResponseCounted1766200000000 implements MigrationInterface {
  name = 'AddResponseCounted1766200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user ADD COLUMN response_counted integer NOT NULL DEFAULT 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user DROP COLUMN response_counted`);
  }
}
