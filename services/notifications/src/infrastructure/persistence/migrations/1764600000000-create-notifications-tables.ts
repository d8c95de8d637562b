import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notices, e-mail switches, the mail outbox, and the party and project projections. */
export class CreateNotificationsTables1764600000000 implements MigrationInterface {
  name = 'CreateNotificationsTables1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE party (
        id uuid PRIMARY KEY,
        name text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        deleted boolean NOT NULL DEFAULT false
      )`);
    await runner.query(`
      CREATE TABLE project (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        creator_id uuid,
        title text NOT NULL DEFAULT ''
      )`);
    await runner.query(`
      CREATE TABLE notification (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        type text NOT NULL,
        message text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await runner.query(`CREATE INDEX notification_user_recent ON notification (user_id, created_at DESC)`);
    await runner.query(`CREATE INDEX notification_user_unread ON notification (user_id) WHERE read_at IS NULL`);
    await runner.query(`
      CREATE TABLE email_preference (
        user_id uuid PRIMARY KEY,
        email jsonb NOT NULL DEFAULT '{}'
      )`);
    await runner.query(`
      CREATE TABLE mail (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        unsubscribe_url text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await runner.query(`CREATE INDEX mail_due ON mail (next_attempt_at) WHERE status = 'pending'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE mail, email_preference, notification, project, party`);
  }
}
