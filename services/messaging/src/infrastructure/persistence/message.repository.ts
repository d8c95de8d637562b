import { Injectable } from '@nestjs/common';
import { PlainRows, type Statement } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { MessageEntity } from './entities';
import { isUuid } from './ids';

export interface MessageDraft {
  conversationId: string;
  senderId: string;
  content: string;
  attachments: string[];
  idempotencyKey: string | null;
}

@Injectable()
export class MessageRepository {
  /** The stored row as the insert returns it (no second read). */
  private readonly rows: PlainRows<MessageEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new PlainRows(dataSource, MessageEntity, 'message');
  }

  /**
   * Stores the message once per sender and key, from a party of the conversation to its other party (no row when
   * she is no party, or when the key was used before). A statement that reads the conversation itself, so it can go
   * in the same write as the read that locks it (SendRepository). `ON CONFLICT DO NOTHING` waits for a send in
   * flight with the same key, and `firstWithKey` after it sees that send's row.
   */
  insertOnce(draft: MessageDraft): Statement {
    return {
      text: `INSERT INTO message (conversation_id, sender_id, recipient_id, content, attachments, idempotency_key)
             SELECT c.id, $2, CASE WHEN c.company_id = $2 THEN c.creator_id ELSE c.company_id END, $3, $4, $5
               FROM conversation c
              WHERE c.id = $1 AND (c.company_id = $2 OR c.creator_id = $2)
             ON CONFLICT (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
             RETURNING ${this.rows.select}`,
      values: [draft.conversationId, draft.senderId, draft.content, draft.attachments, draft.idempotencyKey],
    };
  }

  readStored(row: Record<string, unknown>): MessageEntity {
    return this.rows.read(row);
  }

  /** The message the sender stored first under `key`. */
  firstWithKey(senderId: string, key: string, manager: EntityManager): Promise<MessageEntity> {
    return manager.findOneByOrFail(MessageEntity, { senderId, idempotencyKey: key });
  }

  /** One page of a conversation, oldest first: the newest `limit` messages, or those before the message `before`. */
  async page(
    conversationId: string,
    before: string | null,
    limit: number,
  ): Promise<{ messages: MessageEntity[]; hasMore: boolean }> {
    const query = this.dataSource.manager
      .createQueryBuilder(MessageEntity, 'm')
      .where('m.conversation_id = :conversationId', { conversationId })
      .orderBy('m.seq', 'DESC')
      .limit(limit + 1);
    if (before !== null) {
      // An id that is not a message of this conversation leaves nothing before it.
      const anchor = isUuid(before) ? before : '00000000-0000-0000-0000-000000000000';
      query.andWhere('m.seq < (SELECT a.seq FROM message a WHERE a.id = :anchor AND a.conversation_id = :conversationId)', {
        anchor,
      });
    }
    const newestFirst = await query.getMany();
    return { messages: newestFirst.slice(0, limit).reverse(), hasMore: newestFirst.length > limit };
  }

  /** Everything the other side sent up to now counts as read by `recipientId`; returns how many changed. */
  async markRead(conversationId: string, recipientId: string, manager: EntityManager): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE message SET read_at = now() WHERE conversation_id = $1 AND recipient_id = $2 AND read_at IS NULL`,
      [conversationId, recipientId],
    );
    return affected;
  }

  async unreadTotal(recipientId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: { count: string }[] = await manager.query(
      `SELECT count(*) FROM message WHERE recipient_id = $1 AND read_at IS NULL`,
      [recipientId],
    );
    return Number(row.count);
  }
}
