import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the workspace shows of a project that it did not keep yet: the product and the dos and don'ts of the brief,
 * and one date per status of the flow after hiring. Projects from before have no dates (null: not known).
 */
export class AddProjectBriefAndTimeline1764310000000 implements MigrationInterface {
  name = 'AddProjectBriefAndTimeline1764310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        ADD COLUMN product_info jsonb,
        ADD COLUMN dos_and_donts jsonb NOT NULL DEFAULT '{"dos": [], "donts": []}',
        ADD COLUMN creator_selected_at timestamptz,
        ADD COLUMN started_at timestamptz,
        ADD COLUMN delivered_at timestamptz,
        ADD COLUMN review_started_at timestamptz,
        ADD COLUMN revision_requested_at timestamptz,
        ADD COLUMN approved_at timestamptz,
        ADD CONSTRAINT project_content_type CHECK (content_type IN ('video', 'foto', 'beide'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        DROP CONSTRAINT project_content_type, DROP COLUMN product_info, DROP COLUMN dos_and_donts, DROP COLUMN creator_selected_at, DROP COLUMN started_at,
        DROP COLUMN delivered_at, DROP COLUMN review_started_at, DROP COLUMN revision_requested_at,
        DROP COLUMN approved_at`);
  }
}
