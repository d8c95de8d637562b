import { searchQueryFunctionSql } from '@clipwerk/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search matches a word as typed as a prefix too ('hardloop' finds hardloopschoenen, whose stem its own stem
 * 'hardlop' does not start), and takes as a typo only a word of about its length ('kinderopvang' no longer finds
 * everything starting with 'kinder').
 */
export class TypedWordsAsPrefixes1766320000000 implements MigrationInterface {
  name = 'TypedWordsAsPrefixes1766320000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(searchQueryFunctionSql('creator_search_word', { replace: true }));
  }

  async down(): Promise<void> {
    // Nothing to undo: the function before this one matched fewer prefixes and more typos; the tables are unchanged.
  }
}
