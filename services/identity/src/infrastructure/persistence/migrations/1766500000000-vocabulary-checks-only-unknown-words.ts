import { searchVocabularyTriggersSql } from '@clipwerk/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creators' vocabulary checks the shape of only the words it lacks: most words of a changed profile are known,
 * and the shape's regular expressions cost more than looking a word up. The rows it keeps words of are unchanged.
 */
export class VocabularyChecksOnlyUnknownWords1766500000000 implements MigrationInterface {
  name = 'VocabularyChecksOnlyUnknownWords1766500000000';

  async up(runner: QueryRunner): Promise<void> {
    const statements = searchVocabularyTriggersSql({
      table: 'app_user',
      vocabulary: 'creator_search_word',
      document: 'search_document',
      where: (row) => `${row}.role = 'creator'`,
    });
    for (const statement of statements) await runner.query(statement);
  }

  async down(): Promise<void> {
    // Nothing to undo: the triggers before these added the same words, checking the shape of known ones too.
  }
}
