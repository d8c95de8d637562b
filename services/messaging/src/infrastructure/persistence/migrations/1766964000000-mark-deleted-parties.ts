import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A party whose account was deleted: nobody starts a conversation with her any more. */
export class MarkDeletedParties1766964000000 implements MigrationInterface {
  name = 'MarkDeletedParties1766964000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE party ADD COLUMN deleted boolean NOT NULL DEFAULT false`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE party DROP COLUMN deleted`);
  }
}
