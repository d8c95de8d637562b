import { searchQueryFunctionSql } from '@clipwerk/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A typo finds the compounds ending in the word it is corrected to: 'koffei' finds ijskoffie in the project list. */
export class TyposFindCompounds1764610000000 implements MigrationInterface {
  name = 'TyposFindCompounds1764610000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(searchQueryFunctionSql('project_search_word', { replace: true }));
  }

  async down(): Promise<void> {
    // Nothing to undo: the function before this one only matched fewer words, and the tables are unchanged.
  }
}
