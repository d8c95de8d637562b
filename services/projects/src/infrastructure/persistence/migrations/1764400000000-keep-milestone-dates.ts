import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each step after hiring was first (or, for a delivery, last) taken: the workspace's timeline shows them. */
export class KeepMilestoneDates1764400000000 implements MigrationInterface {
  name = 'KeepMilestoneDates1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        ADD COLUMN creator_selected_at timestamptz,
        ADD COLUMN started_at timestamptz,
        ADD COLUMN delivered_at timestamptz,
        ADD COLUMN approved_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE project DROP COLUMN creator_selected_at, DROP COLUMN started_at, DROP COLUMN delivered_at, DROP COLUMN approved_at`,
    );
  }
}
