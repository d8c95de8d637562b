import { Injectable } from '@nestjs/common';
import { deleteInBatches, purgeEventLogs } from '@clipwerk/kit';
import { DataSource } from 'typeorm';

/** Removes messages, uploads and conversations past their retention, one short transaction per batch. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * One batch of messages sent before the cut-off, their attachments with them (the rows cascade), and unsent
   * uploads made before it. Answers how many rows went and the files they named, to remove after the commit.
   */
  removeMessageBatch(cutoff: Date, batchSize: number): Promise<{ removed: number; storageKeys: string[] }> {
    return this.db.transaction(async (tx) => {
      const messages: { id: string }[] = await tx.query(
        `SELECT id FROM message WHERE sent_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [cutoff, batchSize],
      );
      const uploads: { id: string }[] = await tx.query(
        `SELECT id FROM message_attachment WHERE message_id IS NULL AND created_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [cutoff, batchSize],
      );
      const messageIds = messages.map((row) => row.id);
      const uploadIds = uploads.map((row) => row.id);
      const files: { storage_key: string }[] = await tx.query(
        `WITH gone AS (
           DELETE FROM message_attachment WHERE message_id = ANY($1::uuid[]) OR id = ANY($2::uuid[]) RETURNING storage_key)
         SELECT storage_key FROM gone`,
        [messageIds, uploadIds],
      );
      await tx.query(`DELETE FROM message WHERE id = ANY($1::uuid[])`, [messageIds]);
      return { removed: Math.max(messageIds.length, uploadIds.length), storageKeys: files.map((row) => row.storage_key) };
    });
  }

  removeEmptyConversationsBefore(cutoff: Date, batchSize: number): Promise<number> {
    return deleteInBatches(this.db, {
      table: 'conversation',
      where: `last_activity_at < $1
        AND NOT EXISTS (SELECT 1 FROM message m WHERE m.conversation_id = conversation.id)
        AND NOT EXISTS (SELECT 1 FROM message_attachment a WHERE a.conversation_id = conversation.id)`,
      cutoff,
      batchSize,
    });
  }

  removeEventLogs(now: Date, batchSize: number): Promise<number> {
    return purgeEventLogs(this.db, now, batchSize);
  }
}
