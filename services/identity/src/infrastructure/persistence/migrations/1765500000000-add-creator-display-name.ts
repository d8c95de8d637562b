import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The SQL of the creator's search document with and without the chosen name: names A, niches B, bio C. */
const DOCUMENT_WITH_CHOSEN_NAME = `
  CREATE FUNCTION creator_search_document(display_name text, first_name text, last_name text, niches text[], bio text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('dutch'::regconfig,
             coalesce(display_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A')
        || setweight(to_tsvector('dutch'::regconfig, array_to_string(niches, ' ')), 'B')
        || setweight(to_tsvector('dutch'::regconfig, coalesce(bio, '')), 'C')
  $$`;
const DOCUMENT_WITHOUT_CHOSEN_NAME = `
  CREATE FUNCTION creator_search_document(first_name text, last_name text, niches text[], bio text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('dutch'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A')
        || setweight(to_tsvector('dutch'::regconfig, array_to_string(niches, ' ')), 'B')
        || setweight(to_tsvector('dutch'::regconfig, coalesce(bio, '')), 'C')
  $$`;

/** The vocabulary's row trigger names the document column, so it goes and comes back with it. */
const VOCABULARY_UPDATE_TRIGGER = `
  CREATE TRIGGER creator_search_word_update AFTER UPDATE ON app_user FOR EACH ROW
    WHEN (OLD.search_document IS DISTINCT FROM NEW.search_document AND NEW.role = 'creator')
    EXECUTE FUNCTION creator_search_word_changed()`;

/**
 * A creator may choose the name companies see (her creator name): shown instead of her full name, and found by
 * the creator search like her name (weight A, in the vocabulary, and as a substring with a trigram index).
 */
export class AddCreatorDisplayName1765500000000 implements MigrationInterface {
  name = 'AddCreatorDisplayName1765500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user ADD COLUMN display_name text`);
    await this.replaceDocument(runner, DOCUMENT_WITH_CHOSEN_NAME, 'display_name, first_name, last_name, niches, bio');
    // Every chosen name is null yet, so the vocabulary holds the documents' words already; the row trigger adds a
    // chosen name's words as she saves it.
    await runner.query(
      `CREATE INDEX app_user_creator_display_name_trgm ON app_user USING gin (display_name public.gin_trgm_ops) WHERE role = 'creator'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX app_user_creator_display_name_trgm`);
    // The chosen names' words stay in the vocabulary: a word in no document only widens a query to nothing.
    await this.replaceDocument(runner, DOCUMENT_WITHOUT_CHOSEN_NAME, 'first_name, last_name, niches, bio');
    await runner.query(`ALTER TABLE app_user DROP COLUMN display_name`);
  }

  /** Drops the generated document (with its index and the vocabulary's row trigger) and makes it again from `create`. */
  private async replaceDocument(runner: QueryRunner, create: string, columns: string): Promise<void> {
    await runner.query(`DROP TRIGGER creator_search_word_update ON app_user`);
    await runner.query(`DROP INDEX app_user_creator_search`);
    await runner.query(`ALTER TABLE app_user DROP COLUMN search_document`);
    await runner.query(`DROP FUNCTION creator_search_document`);
    await runner.query(create);
    await runner.query(`
      ALTER TABLE app_user ADD COLUMN search_document tsvector GENERATED ALWAYS AS
        (creator_search_document(${columns})) STORED`);
    await runner.query(`CREATE INDEX app_user_creator_search ON app_user USING gin (search_document) WHERE role = 'creator'`);
    await runner.query(VOCABULARY_UPDATE_TRIGGER);
  }
}
