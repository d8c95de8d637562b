import { Injectable } from '@nestjs/common';
import { ConversationRepository } from '../../infrastructure/persistence/conversation.repository';
import { conversationNotFound } from '../shared/conversation-errors';
import { type ConversationView, ConversationViews, type MessagePage } from '../shared/conversation-view';

/** GET /conversations/{id}: one of the caller's conversations with a page of its messages (`before`, `limit`). */
@Injectable()
export class GetConversationService {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly views: ConversationViews,
  ) {}

  async execute(callerId: string, conversationId: string, page: MessagePage): Promise<ConversationView> {
    const conversation = await this.conversations.findForParty(conversationId, callerId);
    if (!conversation) throw conversationNotFound();
    return this.views.load(conversation, callerId, page);
  }
}
