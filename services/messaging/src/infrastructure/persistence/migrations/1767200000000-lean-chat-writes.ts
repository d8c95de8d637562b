import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sent message writes fewer index entries. The conversation's `last_activity_at`, which every message moves, is
 * in no index, so its update stays on the row's page (a HOT update) and leaves the conversation's indexes alone; the
 * inbox sorts its rows anyway, since it reads them by company or creator. Its company side is the key index's
 * first column. The message's `seq` comes from a sequence and is read only within a conversation, so its own
 * unique index went.
 */
export class LeanChatWrites1767200000000 implements MigrationInterface {
  name = 'LeanChatWrites1767200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX conversation_company_recent`);
    await runner.query(`DROP INDEX conversation_creator_recent`);
    await runner.query(`CREATE INDEX conversation_creator ON conversation (creator_id)`);
    // Room on each page for a row's next version, so the update can stay on it.
    await runner.query(`ALTER TABLE conversation SET (fillfactor = 80)`);
    await runner.query(`ALTER TABLE message DROP CONSTRAINT message_seq_key`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE message ADD CONSTRAINT message_seq_key UNIQUE (seq)`);
    await runner.query(`ALTER TABLE conversation RESET (fillfactor)`);
    await runner.query(`DROP INDEX conversation_creator`);
    await runner.query(`CREATE INDEX conversation_creator_recent ON conversation (creator_id, last_activity_at DESC)`);
    await runner.query(`CREATE INDEX conversation_company_recent ON conversation (company_id, last_activity_at DESC)`);
  }
}
