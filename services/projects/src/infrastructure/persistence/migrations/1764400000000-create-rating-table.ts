import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The parties' ratings of each other: one per party per project, hidden until published. */
export class CreateRatingTable1764400000000 implements MigrationInterface {
  name = 'CreateRatingTable1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE project_rating (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL REFERENCES project(id) ON DELETE CASCADE,
        author_id uuid NOT NULL,
        subject_id uuid NOT NULL,
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        project_completed_at timestamptz NOT NULL,
        CONSTRAINT project_rating_once UNIQUE (project_id, author_id)
      )`);
    // The publishing job looks for hidden ratings whose window closed; profiles read a subject's published ones.
    await runner.query(`CREATE INDEX project_rating_hidden ON project_rating (project_completed_at) WHERE published_at IS NULL`);
    await runner.query(
      `CREATE INDEX project_rating_subject ON project_rating (subject_id, published_at DESC) WHERE published_at IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE project_rating`);
  }
}
