import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A creator's earnings are read through the projects she was selected for. */
export class IndexEarningsByCreator1764500000000 implements MigrationInterface {
  name = 'IndexEarningsByCreator1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX project_selected_creator ON project (selected_creator_id) WHERE selected_creator_id IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX project_selected_creator`);
  }
}
