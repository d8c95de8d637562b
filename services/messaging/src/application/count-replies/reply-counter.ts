import { Injectable } from '@nestjs/common';
import type { Transaction } from '@clipwerk/kit';
import { MessagingEvents } from '@clipwerk/proto';
import { answeredInTime, responseRateOf, waitStepOf } from '../../domain/response-rate';
import type { ConversationEntity, MessageEntity } from '../../infrastructure/persistence/entities';
import { type CreatorResponse, ResponseRateRepository } from '../../infrastructure/persistence/response-rate.repository';

/**
 * Counts a creator's answers to the conversations companies open with her, as messages are stored, and announces
 * her new figures in the same transaction.
 */
@Injectable()
export class ReplyCounter {
  constructor(private readonly responses: ResponseRateRepository) {}

  /**
   * A message was just stored in `conversation` (locked by the send): its last activity moves up, and the message
   * may open a wait (the company's) or end one (hers), which counts in her figures.
   */
  async onMessage(tx: Transaction, conversation: ConversationEntity, message: MessageEntity): Promise<void> {
    const step = waitStepOf(conversation.companyId, message.senderId);
    const since = await this.responses.recordMessage(conversation.id, message, step, tx.manager);
    if (!since) return;
    const inTime = answeredInTime(since, message.sentAt) ? 1 : 0;
    await announce(tx, await this.responses.add(conversation.creatorId, inTime, 1, tx.manager));
  }
}

/** The one way CreatorResponseRateChanged is raised. */
export const announce = (tx: Transaction, figures: CreatorResponse) =>
  tx.publish(MessagingEvents.CreatorResponseRateChanged, figures.creatorId, {
    creatorId: figures.creatorId,
    responseRate: responseRateOf(figures.answeredInTime, figures.counted) ?? 0,
    answeredInTime: figures.answeredInTime,
    counted: figures.counted,
  });
