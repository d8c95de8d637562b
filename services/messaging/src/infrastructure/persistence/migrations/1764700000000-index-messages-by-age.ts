import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The retention purge finds the oldest messages and unsent uploads without reading the whole table. */
export class IndexMessagesByAge1764700000000 implements MigrationInterface {
  name = 'IndexMessagesByAge1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX message_sent ON message (sent_at)`);
    await runner.query(`CREATE INDEX message_attachment_unsent ON message_attachment (created_at) WHERE message_id IS NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX message_attachment_unsent`);
    await runner.query(`DROP INDEX message_sent`);
  }
}
