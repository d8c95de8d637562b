import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comments of the two parties at moments (in milliseconds) of one version of a deliverable, stored as they are
 * posted; answers point at the comment they answer (one level deep). Resolving sets `resolved_at`.
 */
export class CreateDeliverableCommentTable1764800000000 implements MigrationInterface {
  name = 'CreateDeliverableCommentTable1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE deliverable_comment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        deliverable_id uuid NOT NULL REFERENCES deliverable (id) ON DELETE CASCADE,
        file_id uuid NOT NULL REFERENCES deliverable_file (id) ON DELETE CASCADE,
        reply_to uuid REFERENCES deliverable_comment (id) ON DELETE CASCADE,
        author_id uuid NOT NULL,
        author_role text NOT NULL CHECK (author_role IN ('bedrijf', 'creator')),
        at_ms integer NOT NULL CHECK (at_ms >= 0),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        resolved_at timestamptz
      )`);
    await runner.query(`CREATE INDEX deliverable_comment_deliverable ON deliverable_comment (deliverable_id, created_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE deliverable_comment`);
  }
}
