import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The retention purge finds the projects that ended longest ago without reading every project. */
export class IndexEndedProjects1764600000000 implements MigrationInterface {
  name = 'IndexEndedProjects1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX project_ended ON project ((coalesce(completed_at, updated_at))) WHERE status IN ('completed', 'cancelled')`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX project_ended`);
  }
}
