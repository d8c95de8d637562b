import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversations and messages, and the party and project projections fed by identity and projects. */
export class CreateMessagingTables1764300000000 implements MigrationInterface {
  name = 'CreateMessagingTables1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE party (
        id uuid PRIMARY KEY,
        role text NOT NULL CHECK (role IN ('bedrijf', 'creator')),
        name text NOT NULL DEFAULT '',
        avatar_url text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE project (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        creator_id uuid,
        title text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A creator "worked with" a company when she was selected on one of its projects.
    await runner.query(`CREATE INDEX project_owner_creator ON project (owner_id, creator_id) WHERE creator_id IS NOT NULL`);
    await runner.query(`
      CREATE TABLE conversation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        creator_id uuid NOT NULL,
        project_id uuid,
        started_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        CHECK (company_id <> creator_id)
      )`);
    // One conversation per pair outside projects and one per project, decided by the database: two starts at
    // the same moment end in the same conversation.
    await runner.query(
      `CREATE UNIQUE INDEX conversation_one_direct ON conversation (company_id, creator_id) WHERE project_id IS NULL`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX conversation_one_per_project ON conversation (project_id) WHERE project_id IS NOT NULL`,
    );
    await runner.query(`CREATE INDEX conversation_company_recent ON conversation (company_id, last_activity_at DESC)`);
    await runner.query(`CREATE INDEX conversation_creator_recent ON conversation (creator_id, last_activity_at DESC)`);
    await runner.query(`
      CREATE TABLE message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL UNIQUE,
        conversation_id uuid NOT NULL REFERENCES conversation (id) ON DELETE CASCADE,
        sender_id uuid NOT NULL,
        recipient_id uuid NOT NULL,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
        attachments text[] NOT NULL DEFAULT '{}',
        idempotency_key text,
        sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        read_at timestamptz
      )`);
    await runner.query(`CREATE INDEX message_conversation_order ON message (conversation_id, seq DESC)`);
    await runner.query(`CREATE INDEX message_unread ON message (recipient_id, conversation_id) WHERE read_at IS NULL`);
    // A retried send with the same key is stored once: the key is unique per sender.
    await runner.query(
      `CREATE UNIQUE INDEX message_idempotency ON message (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['message', 'conversation', 'project', 'party']) await runner.query(`DROP TABLE ${table}`);
  }
}
