import { REQUIRE_PG_TRGM, searchVocabularySql } from '@clipwerk/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creators list finds compound parts, plurals, niche words and typos (docs/decisions/041-dutch-search.md): a
 * trigram-indexed vocabulary of the creators' search documents gives the candidates, and niches get a weight of
 * their own.
 */
export class SearchCreatorsInWhatDutchUsersType1765300000000 implements MigrationInterface {
  name = 'SearchCreatorsInWhatDutchUsersType1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(REQUIRE_PG_TRGM);
    // Niches get their own weight (B, bio C), so a niche synonym can be kept off the names (A).
    await runner.query(`DROP INDEX app_user_creator_search`);
    await runner.query(`ALTER TABLE app_user DROP COLUMN search_document`);
    await runner.query(`
      CREATE OR REPLACE FUNCTION creator_search_document(first_name text, last_name text, niches text[], bio text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('dutch'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, array_to_string(niches, ' ')), 'B')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(bio, '')), 'C')
      $$`);
    await runner.query(`
      ALTER TABLE app_user ADD COLUMN search_document tsvector GENERATED ALWAYS AS
        (creator_search_document(first_name, last_name, niches, bio)) STORED`);
    await runner.query(`CREATE INDEX app_user_creator_search ON app_user USING gin (search_document) WHERE role = 'creator'`);
    for (const statement of searchVocabularySql({
      table: 'app_user',
      vocabulary: 'creator_search_word',
      document: 'search_document',
      where: (row) => `${row}.role = 'creator'`,
    })) {
      await runner.query(statement);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER creator_search_word_update ON app_user`);
    await runner.query(`DROP TRIGGER creator_search_word_insert ON app_user`);
    await runner.query(`DROP FUNCTION creator_search_word_changed(), creator_search_word_added()`);
    await runner.query(`DROP TABLE creator_search_word`);
    await runner.query(`DROP FUNCTION creator_search_word_query(jsonb, text)`);
    await runner.query(`DROP INDEX app_user_creator_search`);
    await runner.query(`ALTER TABLE app_user DROP COLUMN search_document`);
    await runner.query(`
      CREATE OR REPLACE FUNCTION creator_search_document(first_name text, last_name text, niches text[], bio text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('dutch'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, array_to_string(niches, ' ')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(bio, '')), 'B')
      $$`);
    await runner.query(`
      ALTER TABLE app_user ADD COLUMN search_document tsvector GENERATED ALWAYS AS
        (creator_search_document(first_name, last_name, niches, bio)) STORED`);
    await runner.query(`CREATE INDEX app_user_creator_search ON app_user USING gin (search_document) WHERE role = 'creator'`);
  }
}
