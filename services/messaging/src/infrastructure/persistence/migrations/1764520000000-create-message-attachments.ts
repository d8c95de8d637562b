import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Files sent along with messages: uploaded first, bound to one message when it is stored. */
export class CreateMessageAttachments1764520000000 implements MigrationInterface {
  name = 'CreateMessageAttachments1764520000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE message_attachment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        uploader_id uuid NOT NULL,
        message_id uuid REFERENCES message(id) ON DELETE CASCADE,
        original_name text NOT NULL,
        mime_type text NOT NULL,
        size bigint NOT NULL,
        storage_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX message_attachment_message ON message_attachment (message_id) WHERE message_id IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE message_attachment`);
  }
}
