import { Injectable } from '@nestjs/common';
import { PlainRows } from '@clipwerk/kit';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AttachmentEntity } from './entities';
import { isUuid } from './ids';

@Injectable()
export class AttachmentRepository {
  /** The bound rows as the update returns them (no second read). */
  private readonly rows: PlainRows<AttachmentEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new PlainRows(dataSource, AttachmentEntity, 'message_attachment');
  }

  insert(attachment: Omit<AttachmentEntity, 'id' | 'createdAt' | 'messageId'>, manager: EntityManager = this.dataSource.manager) {
    return manager.save(AttachmentEntity, manager.create(AttachmentEntity, { ...attachment, messageId: null }));
  }

  /**
   * Binds the sender's unsent uploads of this conversation to the message. Answers those it bound, by id: fewer
   * than asked means an id that is not hers, of another conversation, or already sent.
   */
  async bind(
    ids: readonly string[],
    message: { id: string; conversationId: string; senderId: string },
    manager: EntityManager,
  ): Promise<Map<string, AttachmentEntity>> {
    if (ids.length === 0 || !ids.every(isUuid)) return new Map();
    const [rows] = (await manager.query(
      `UPDATE message_attachment SET message_id = $1
        WHERE id = ANY($2::uuid[]) AND conversation_id = $3 AND uploader_id = $4 AND message_id IS NULL
        RETURNING ${this.rows.select}`,
      [message.id, ids, message.conversationId, message.senderId],
    )) as [Record<string, unknown>[], number];
    return new Map(rows.map((row) => [row.id as string, this.rows.read(row) as AttachmentEntity]));
  }

  /** The attachments of these messages, by id, to show beside them. */
  async ofMessages(messageIds: readonly string[], manager: EntityManager = this.dataSource.manager) {
    if (messageIds.length === 0) return new Map<string, AttachmentEntity>();
    const rows = await manager.find(AttachmentEntity, { where: { messageId: In([...messageIds]) } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  findInConversation(id: string, conversationId: string): Promise<AttachmentEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.dataSource.manager.findOneBy(AttachmentEntity, { id, conversationId });
  }
}
