import { REQUIRE_PG_TRGM, searchVocabularySql } from '@clipwerk/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creators list finds compound parts, plurals and typos (docs/decisions/041-dutch-search.md): a
 * trigram-indexed vocabulary of the creators' search documents gives the candidates.
 */
export class SearchCreatorsInWhatDutchUsersType1765300000000 implements MigrationInterface {
  name = 'SearchCreatorsInWhatDutchUsersType1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(REQUIRE_PG_TRGM);
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
  }
}
