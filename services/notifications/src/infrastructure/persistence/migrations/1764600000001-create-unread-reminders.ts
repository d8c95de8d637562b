import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reminders of unread messages, due a while after the first unread one. */
export class CreateUnreadReminders1764600000001 implements MigrationInterface {
  name = 'CreateUnreadReminders1764600000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE unread_reminder (
        user_id uuid NOT NULL,
        conversation_id uuid NOT NULL,
        sender_name text NOT NULL DEFAULT '',
        first_unread_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, conversation_id)
      )`);
    await runner.query(`CREATE INDEX unread_reminder_due ON unread_reminder (due_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE unread_reminder`);
  }
}
