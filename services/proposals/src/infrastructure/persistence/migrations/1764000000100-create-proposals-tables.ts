import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Proposals, and the project and creator projections fed by the projects and identity contexts. */
export class CreateProposalsTables1764000000100 implements MigrationInterface {
  name = 'CreateProposalsTables1764000000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE project (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        status text NOT NULL,
        title text NOT NULL DEFAULT '',
        budget_cents bigint NOT NULL DEFAULT 0,
        deadline timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE creator (
        id uuid PRIMARY KEY,
        name text NOT NULL DEFAULT '',
        bio text NOT NULL DEFAULT '',
        niches text[] NOT NULL DEFAULT '{}',
        city text NOT NULL DEFAULT '',
        profile_picture_url text NOT NULL DEFAULT '',
        completed_projects integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE proposal (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL,
        creator_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('submitted', 'accepted', 'rejected', 'withdrawn', 'completed')),
        motivation text NOT NULL,
        approach text NOT NULL DEFAULT '',
        price_cents bigint NOT NULL CHECK (price_cents >= 100),
        delivery_time_days integer NOT NULL CHECK (delivery_time_days >= 1),
        company_viewed boolean NOT NULL DEFAULT false,
        rejection_reason text,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One proposal per creator per project, decided by the database, not by a prior read.
    await runner.query(`CREATE UNIQUE INDEX proposal_one_per_creator ON proposal (project_id, creator_id)`);
    // One accepted proposal per project: the backstop under the row lock of the accept use case.
    await runner.query(`CREATE UNIQUE INDEX proposal_one_accepted ON proposal (project_id) WHERE status = 'accepted'`);
    await runner.query(`CREATE INDEX proposal_project_recent ON proposal (project_id, created_at DESC)`);
    await runner.query(`CREATE INDEX proposal_creator_recent ON proposal (creator_id, created_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['proposal', 'creator', 'project']) await runner.query(`DROP TABLE ${table}`);
  }
}
