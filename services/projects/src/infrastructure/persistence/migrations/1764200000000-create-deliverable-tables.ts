import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliverables of a hired project: each with its file versions (a new version keeps the earlier ones) and the
 * owner's reviews. The project counts its revision rounds and remembers whether the final payment is in.
 */
export class CreateDeliverableTables1764200000000 implements MigrationInterface {
  name = 'CreateDeliverableTables1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        ADD COLUMN revision_rounds integer NOT NULL DEFAULT 0 CHECK (revision_rounds >= 0),
        ADD COLUMN final_payment_completed boolean NOT NULL DEFAULT false`);
    await runner.query(`
      CREATE TABLE deliverable (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        type text NOT NULL DEFAULT 'deliverable',
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'uploaded', 'under_review', 'revision_requested', 'approved')),
        uploaded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX deliverable_project ON deliverable (project_id, created_at)`);
    await runner.query(`
      CREATE TABLE deliverable_file (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        deliverable_id uuid NOT NULL REFERENCES deliverable (id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        storage_key text NOT NULL UNIQUE,
        original_name text NOT NULL,
        mime_type text NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        kind text NOT NULL CHECK (kind IN ('video', 'image')),
        version integer NOT NULL CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (deliverable_id, version)
      )`);
    await runner.query(`CREATE INDEX deliverable_file_project ON deliverable_file (project_id)`);
    await runner.query(`
      CREATE TABLE deliverable_review (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        deliverable_id uuid NOT NULL REFERENCES deliverable (id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        reviewer_id uuid NOT NULL,
        review_type text NOT NULL CHECK (review_type IN ('approve', 'reject', 'revision')),
        feedback text NOT NULL DEFAULT '',
        comments jsonb NOT NULL DEFAULT '[]',
        reviewed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX deliverable_review_deliverable ON deliverable_review (deliverable_id, reviewed_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['deliverable_review', 'deliverable_file', 'deliverable']) await runner.query(`DROP TABLE ${table}`);
    await runner.query('ALTER TABLE project DROP COLUMN final_payment_completed, DROP COLUMN revision_rounds');
  }
}
