import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A creator's response rate: a conversation a company opened waits for her answer (`awaiting_reply_since`) until
 * it is counted once (`reply_counted`); her figures over every counted conversation are kept per creator.
 */
export class CountCreatorReplies1766200000000 implements MigrationInterface {
  name = 'CountCreatorReplies1766200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE conversation ADD COLUMN awaiting_reply_since timestamptz`);
    await runner.query(`ALTER TABLE conversation ADD COLUMN reply_counted boolean NOT NULL DEFAULT false`);
    await runner.query(
      `CREATE INDEX conversation_awaiting_reply ON conversation (awaiting_reply_since) WHERE awaiting_reply_since IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE creator_response (
        creator_id uuid PRIMARY KEY,
        answered_in_time integer NOT NULL DEFAULT 0,
        counted integer NOT NULL DEFAULT 0
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE creator_response`);
    await runner.query(`DROP INDEX conversation_awaiting_reply`);
    await runner.query(`ALTER TABLE conversation DROP COLUMN reply_counted`);
    await runner.query(`ALTER TABLE conversation DROP COLUMN awaiting_reply_since`);
  }
}
