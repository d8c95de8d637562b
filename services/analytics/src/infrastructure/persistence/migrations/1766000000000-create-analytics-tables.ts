import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facts per user and day, summed on write so a read adds up at most a few hundred rows whatever the number of
 * events; facts per project for the top performers; and the proposals and projects needed to place a later event
 * (an answer, a completion) on the day its proposal or hire was counted.
 */
export class CreateAnalyticsTables1766000000000 implements MigrationInterface {
  name = 'CreateAnalyticsTables1766000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE user_day (
        user_id uuid NOT NULL,
        day date NOT NULL,
        views bigint NOT NULL DEFAULT 0,
        published integer NOT NULL DEFAULT 0,
        completed integer NOT NULL DEFAULT 0,
        amount_cents bigint NOT NULL DEFAULT 0,
        rating_sum integer NOT NULL DEFAULT 0,
        rating_count integer NOT NULL DEFAULT 0,
        proposals integer NOT NULL DEFAULT 0,
        proposals_answered integer NOT NULL DEFAULT 0,
        hires integer NOT NULL DEFAULT 0,
        hires_completed integer NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, day)
      )`);
    await runner.query(`
      CREATE TABLE project_fact (
        project_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        creator_id uuid,
        title text NOT NULL DEFAULT '',
        published_day date,
        hired_day date,
        completed_day date,
        cancelled boolean NOT NULL DEFAULT false,
        views bigint NOT NULL DEFAULT 0,
        proposals integer NOT NULL DEFAULT 0
      )`);
    await runner.query(`
      CREATE TABLE project_day (
        project_id uuid NOT NULL,
        day date NOT NULL,
        owner_id uuid NOT NULL,
        creator_id uuid,
        views bigint NOT NULL DEFAULT 0,
        hired_views bigint NOT NULL DEFAULT 0,
        spend_cents bigint NOT NULL DEFAULT 0,
        earnings_cents bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (project_id, day)
      )`);
    await runner.query(`CREATE INDEX project_day_owner ON project_day (owner_id, day) INCLUDE (project_id, views, spend_cents)`);
    await runner.query(
      `CREATE INDEX project_day_creator ON project_day (creator_id, day) INCLUDE (project_id, hired_views, earnings_cents)
        WHERE creator_id IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE proposal_fact (
        proposal_id uuid PRIMARY KEY,
        project_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        creator_id uuid NOT NULL,
        submitted_day date NOT NULL,
        answered boolean NOT NULL DEFAULT false
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE proposal_fact, project_day, project_fact, user_day`);
  }
}
