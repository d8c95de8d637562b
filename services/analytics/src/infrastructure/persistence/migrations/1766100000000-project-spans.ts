import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each project was open: its first day published (whether or not it was cancelled later) and the day it ended
 * (approved or cancelled), so a company's active projects in a period are one indexed read of its own projects.
 * Rows from before this migration take their publication and approval days; a cancelled one did not keep the day it
 * was cancelled, so it is taken to have ended on the day it was published until its events are replayed.
 */
export class ProjectSpans1766100000000 implements MigrationInterface {
  name = 'ProjectSpans1766100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE project_fact ADD COLUMN first_published_day date, ADD COLUMN ended_day date`);
    await runner.query(`
      UPDATE project_fact SET first_published_day = published_day,
             ended_day = CASE WHEN cancelled THEN least(completed_day, published_day) ELSE completed_day END`);
    await runner.query(
      `CREATE INDEX project_fact_owner_published ON project_fact (owner_id, first_published_day) INCLUDE (ended_day)
        WHERE first_published_day IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX project_fact_owner_published`);
    await runner.query(`ALTER TABLE project_fact DROP COLUMN ended_day, DROP COLUMN first_published_day`);
  }
}
