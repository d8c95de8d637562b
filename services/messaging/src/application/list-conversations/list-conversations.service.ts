import { Injectable } from '@nestjs/common';
import { CONVERSATIONS_DEFAULT_LIMIT, CONVERSATIONS_MAX_LIMIT, pageLimit } from '../../domain/paging';
import { ConversationRepository, type ConversationSummary } from '../../infrastructure/persistence/conversation.repository';
import { MessageRepository } from '../../infrastructure/persistence/message.repository';

/** A search longer than this is cut: nobody types more into a search box, and the query stays cheap. */
const SEARCH_MAX = 100;

export interface ListConversationsQuery {
  q?: unknown;
  limit?: unknown;
}

/** GET /conversations: the caller's conversations, newest activity first, with the total of unread messages. */
@Injectable()
export class ListConversationsService {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly messages: MessageRepository,
  ) {}

  async execute(
    callerId: string,
    query: ListConversationsQuery,
  ): Promise<{ conversations: ConversationSummary[]; totalUnread: number }> {
    const limit = pageLimit(query.limit, CONVERSATIONS_DEFAULT_LIMIT, CONVERSATIONS_MAX_LIMIT);
    const search = typeof query.q === 'string' && query.q.trim() !== '' ? query.q.trim().slice(0, SEARCH_MAX) : null;
    const [conversations, totalUnread] = await Promise.all([
      this.conversations.listFor(callerId, search, limit),
      this.messages.unreadTotal(callerId),
    ]);
    return { conversations, totalUnread };
  }
}
