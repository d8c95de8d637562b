import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Projects, their views and interested creators, and the company and creator projections fed by identity. */
export class CreateProjectsTables1764000000000 implements MigrationInterface {
  name = 'CreateProjectsTables1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    // Generated columns need an immutable expression; array_to_string is only "stable" in general but is
    // deterministic for text[], so the wrapper may honestly say immutable.
    await runner.query(`
      CREATE FUNCTION project_search_document(title text, description text, requirements text, content_requirements text[])
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('dutch'::regconfig, coalesce(title, '')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(description, '')), 'B')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(requirements, '') || ' ' || array_to_string(content_requirements, ' ')), 'C')
      $$`);

    await runner.query(`
      CREATE TABLE project (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'awaiting_deposit', 'open', 'creator_selected', 'in_progress',
          'delivered', 'under_review', 'revision_requested', 'approved', 'completed', 'cancelled')),
        title text NOT NULL,
        description text NOT NULL,
        category text NOT NULL,
        content_type text NOT NULL,
        content_format text[] NOT NULL DEFAULT '{}',
        content_requirements text[] NOT NULL DEFAULT '{}',
        deliverables jsonb NOT NULL DEFAULT '[]',
        budget_cents bigint NOT NULL CHECK (budget_cents > 0),
        budget_type text NOT NULL DEFAULT 'fixed',
        deadline timestamptz NOT NULL,
        location text NOT NULL DEFAULT '',
        preferred_creator_type text NOT NULL DEFAULT '',
        special_requirements text NOT NULL DEFAULT '',
        target_audience text NOT NULL DEFAULT '',
        industry text NOT NULL DEFAULT '',
        requirements text NOT NULL DEFAULT '',
        timeline jsonb NOT NULL DEFAULT '{}',
        desired_country text NOT NULL DEFAULT 'Nederland',
        views integer NOT NULL DEFAULT 0,
        proposal_count integer NOT NULL DEFAULT 0,
        favorites integer NOT NULL DEFAULT 0,
        deposit_paid_at timestamptz,
        deposit_paid_cents bigint NOT NULL DEFAULT 0,
        selected_creator_id uuid,
        accepted_proposal_id uuid,
        contract_amount_cents bigint,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_document tsvector GENERATED ALWAYS AS
          (project_search_document(title, description, requirements, content_requirements)) STORED
      )`);
    // The public list only ever reads open projects: every list index is partial on status = 'open', so it
    // stays small and fast however many drafts and finished projects pile up.
    await runner.query(`CREATE INDEX project_open_recent ON project (published_at DESC, id) WHERE status = 'open'`);
    await runner.query(`CREATE INDEX project_open_search ON project USING gin (search_document) WHERE status = 'open'`);
    await runner.query(`CREATE INDEX project_open_category ON project (category, published_at DESC) WHERE status = 'open'`);
    await runner.query(`CREATE INDEX project_open_budget ON project (budget_cents) WHERE status = 'open'`);
    await runner.query(`CREATE INDEX project_open_deadline ON project (deadline) WHERE status = 'open'`);
    await runner.query(`CREATE INDEX project_owner ON project (owner_id, created_at DESC)`);
    await runner.query(
      `CREATE INDEX project_selected_creator ON project (selected_creator_id, updated_at DESC) WHERE selected_creator_id IS NOT NULL`,
    );
    // Location ILIKE '%…%' can use a trigram index when pg_trgm may be installed (as in identity).
    await runner.query(`
      DO $$
      DECLARE trgm_schema text;
      BEGIN
        BEGIN
          CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
        EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file OR unique_violation THEN
          RAISE NOTICE 'pg_trgm not available; the location filter runs without a trigram index';
        END;
        SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
        IF trgm_schema IS NOT NULL THEN
          EXECUTE format('CREATE INDEX project_open_location_trgm ON project USING gin (location %I.gin_trgm_ops) WHERE status = ''open''', trgm_schema);
        END IF;
      END $$`);

    await runner.query(`
      CREATE TABLE project_view (
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (project_id, day, visitor)
      )`);
    await runner.query(`
      CREATE TABLE project_interest (
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        creator_id uuid NOT NULL,
        proposal_id uuid NOT NULL,
        creator_name text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, creator_id)
      )`);
    await runner.query(`CREATE INDEX project_interest_recent ON project_interest (project_id, created_at DESC)`);

    await runner.query(`
      CREATE TABLE company (
        id uuid PRIMARY KEY,
        email text NOT NULL DEFAULT '',
        company_name text NOT NULL DEFAULT '',
        test_account boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX company_email ON company (email)`);
    await runner.query(`
      CREATE TABLE creator (
        id uuid PRIMARY KEY,
        name text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        profile_picture_url text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['creator', 'company', 'project_interest', 'project_view', 'project']) {
      await runner.query(`DROP TABLE ${table}`);
    }
    await runner.query('DROP FUNCTION project_search_document(text, text, text, text[])');
  }
}
