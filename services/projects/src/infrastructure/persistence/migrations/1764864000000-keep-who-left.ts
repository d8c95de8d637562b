import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a party of the project deleted her account: she is no party from then on, and the other ends the project. */
export class KeepWhoLeft1764864000000 implements MigrationInterface {
  name = 'KeepWhoLeft1764864000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE project ADD COLUMN creator_left_at timestamptz, ADD COLUMN owner_left_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE project DROP COLUMN creator_left_at, DROP COLUMN owner_left_at`);
  }
}
