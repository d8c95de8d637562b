import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import { ConversationRepository, type SendTarget } from './conversation.repository';
import type { MessageEntity } from './entities';
import { isUuid } from './ids';
import { type MessageDraft, MessageRepository } from './message.repository';

/** A message stored into its conversation, or the one a retry of the same key stored first. */
export interface StoredSend {
  target: SendTarget;
  message: MessageEntity;
  /** False when the sender's key named a message stored before: then nothing was stored now. */
  inserted: boolean;
}

@Injectable()
export class SendRepository {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly messages: MessageRepository,
  ) {}

  /**
   * Locks the conversation the sender writes into and stores her message, in one round trip: the insert reads the
   * conversation itself, after the lock. Null when she is no party of it (nothing is stored then).
   */
  async lockAndStore(draft: MessageDraft, manager: EntityManager): Promise<StoredSend | null> {
    if (!isUuid(draft.conversationId)) return null;
    const [[found], [stored]] = await PreparedStatements.together<[Record<string, unknown>[], Record<string, unknown>[]]>(
      manager,
      [this.conversations.sendTarget(draft.conversationId, draft.senderId), this.messages.insertOnce(draft)],
    );
    if (!found) return null;
    const target = this.conversations.readSendTarget(found, draft.senderId);
    if (stored) return { target, message: this.messages.readStored(stored), inserted: true };
    if (draft.idempotencyKey === null) throw new Error('a message without a key was not stored into its locked conversation');
    return { target, message: await this.messages.firstWithKey(draft.senderId, draft.idempotencyKey, manager), inserted: false };
  }
}
