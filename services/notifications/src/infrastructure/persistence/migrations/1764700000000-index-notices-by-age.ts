import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The retention purge finds the oldest notices and finished mails without reading the whole table. */
export class IndexNoticesByAge1764700000000 implements MigrationInterface {
  name = 'IndexNoticesByAge1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX notification_created ON notification (created_at)`);
    await runner.query(`CREATE INDEX mail_finished_created ON mail (created_at) WHERE status <> 'pending'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX mail_finished_created`);
    await runner.query(`DROP INDEX notification_created`);
  }
}
