import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { ConversationRepository } from '../../infrastructure/persistence/conversation.repository';
import { MessageRepository } from '../../infrastructure/persistence/message.repository';
import { conversationNotFound } from '../shared/conversation-errors';
import { messageEvents } from '../shared/message-events';

/** POST /conversations/{id}/read: the other side's messages up to now are read (the sender sees the ticks). */
@Injectable()
export class MarkConversationReadService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly conversations: ConversationRepository,
    private readonly messages: MessageRepository,
  ) {}

  execute(callerId: string, conversationId: string): Promise<{ marked: number; totalUnread: number }> {
    return this.uow.run(async (tx) => {
      const conversation = await this.conversations.findForParty(conversationId, callerId, tx.manager);
      if (!conversation) throw conversationNotFound();
      const marked = await this.messages.markRead(conversation.id, callerId, tx.manager);
      // Only a read that changed something is news (notifications then mails her no reminder).
      if (marked > 0) await messageEvents.read(tx, conversation.id, callerId, new Date());
      return { marked, totalUnread: await this.messages.unreadTotal(callerId, tx.manager) };
    });
  }
}
