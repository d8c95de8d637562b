import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AttachmentEntity } from './entities';
import { isUuid } from './ids';

@Injectable()
export class AttachmentRepository {
  constructor(private readonly dataSource: DataSource) {}

  insert(attachment: Omit<AttachmentEntity, 'id' | 'createdAt' | 'messageId'>, manager: EntityManager = this.dataSource.manager) {
    return manager.save(AttachmentEntity, manager.create(AttachmentEntity, { ...attachment, messageId: null }));
  }

  /**
   * Binds the sender's unsent uploads of this conversation to the message. Answers how many it bound: fewer than
   * asked means an id that is not hers, of another conversation, or already sent.
   */
  async bind(
    ids: readonly string[],
    message: { id: string; conversationId: string; senderId: string },
    manager: EntityManager,
  ): Promise<number> {
    if (ids.length === 0) return 0;
    if (!ids.every(isUuid)) return 0;
    const [, count] = (await manager.query(
      `UPDATE message_attachment SET message_id = $1
        WHERE id = ANY($2::uuid[]) AND conversation_id = $3 AND uploader_id = $4 AND message_id IS NULL`,
      [message.id, ids, message.conversationId, message.senderId],
    )) as [unknown, number];
    return count;
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
