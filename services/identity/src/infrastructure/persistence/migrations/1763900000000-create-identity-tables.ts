import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts and profiles, portfolio, media, and the security tables (signing keys, revocations, reset links). */
export class CreateIdentityTables1763900000000 implements MigrationInterface {
  name = 'CreateIdentityTables1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    // Generated columns need an immutable expression; array_to_string is only "stable" in general but is
    // deterministic for text[], so the wrapper may honestly say immutable.
    await runner.query(`
      CREATE FUNCTION creator_search_document(first_name text, last_name text, niches text[], bio text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('dutch'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, array_to_string(niches, ' ')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(bio, '')), 'B')
      $$`);

    await runner.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        role text NOT NULL CHECK (role IN ('creator', 'bedrijf')),
        email text NOT NULL,
        password_hash text,
        google_id text,
        first_name text,
        last_name text,
        date_of_birth date,
        phone_number text,
        bio text NOT NULL DEFAULT '',
        city text,
        country text NOT NULL DEFAULT 'Nederland',
        niches text[] NOT NULL DEFAULT '{}',
        base_rate integer,
        rate_negotiable boolean NOT NULL DEFAULT true,
        availability text NOT NULL DEFAULT 'immediately',
        social_media jsonb NOT NULL DEFAULT '{}',
        followers_total integer NOT NULL DEFAULT 0,
        profile_picture_url text,
        company_name text,
        contact_person text,
        company_size text,
        industry text,
        website text,
        completed_projects integer NOT NULL DEFAULT 0,
        average_rating numeric(3,2),
        rating_count integer NOT NULL DEFAULT 0,
        response_rate smallint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_document tsvector GENERATED ALWAYS AS (creator_search_document(first_name, last_name, niches, bio)) STORED
      )`);
    await runner.query(`CREATE UNIQUE INDEX app_user_email ON app_user (email)`);
    await runner.query(`CREATE UNIQUE INDEX app_user_google_id ON app_user (google_id) WHERE google_id IS NOT NULL`);
    // The creators list: every filter runs on creators only, default order is by reach.
    await runner.query(
      `CREATE INDEX app_user_creator_reach ON app_user (followers_total DESC, created_at DESC, id) WHERE role = 'creator'`,
    );
    await runner.query(`CREATE INDEX app_user_creator_search ON app_user USING gin (search_document) WHERE role = 'creator'`);
    await runner.query(`CREATE INDEX app_user_creator_niches ON app_user USING gin (niches) WHERE role = 'creator'`);
    await runner.query(
      `CREATE INDEX app_user_creator_availability ON app_user (availability, followers_total DESC) WHERE role = 'creator'`,
    );
    // ILIKE '%…%' on name and city can use trigram indexes. pg_trgm is a trusted extension, but an operator may
    // not allow extensions: then the filters still work, just without these two indexes.
    await runner.query(`
      DO $$
      DECLARE trgm_schema text;
      BEGIN
        BEGIN
          CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
        EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
          RAISE NOTICE 'pg_trgm not available; creator name/city search runs without trigram indexes';
        END;
        SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
        IF trgm_schema IS NOT NULL THEN
          EXECUTE format('CREATE INDEX app_user_creator_name_trgm ON app_user USING gin ((coalesce(first_name, '''') || '' '' || coalesce(last_name, '''')) %I.gin_trgm_ops) WHERE role = ''creator''', trgm_schema);
          EXECUTE format('CREATE INDEX app_user_creator_city_trgm ON app_user USING gin (city %I.gin_trgm_ops) WHERE role = ''creator''', trgm_schema);
        END IF;
      END $$`);

    await runner.query(`
      CREATE TABLE portfolio_item (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        video_url text NOT NULL,
        thumbnail_url text,
        category text NOT NULL DEFAULT 'other',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX portfolio_item_owner ON portfolio_item (owner_id, created_at DESC)`);

    await runner.query(`
      CREATE TABLE media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES app_user (id),
        storage_key text NOT NULL UNIQUE,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL,
        original_name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('image', 'video')),
        purpose text NOT NULL CHECK (purpose IN ('profile-picture', 'video', 'image')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX media_owner ON media (owner_id)`);

    await runner.query(`
      CREATE TABLE revoked_token (
        token_id text PRIMARY KEY,
        user_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX revoked_token_expiry ON revoked_token (expires_at)`);

    await runner.query(`
      CREATE TABLE signing_key (
        kid text PRIMARY KEY,
        algorithm text NOT NULL,
        public_jwk jsonb NOT NULL,
        private_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      )`);

    await runner.query(`
      CREATE TABLE password_reset_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX password_reset_token_user ON password_reset_token (user_id) WHERE used_at IS NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['password_reset_token', 'signing_key', 'revoked_token', 'media', 'portfolio_item', 'app_user']) {
      await runner.query(`DROP TABLE ${table}`);
    }
    await runner.query('DROP FUNCTION creator_search_document(text, text, text[], text)');
  }
}
