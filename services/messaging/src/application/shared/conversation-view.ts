import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES_DEFAULT_LIMIT, MESSAGES_MAX_LIMIT, pageLimit } from '../../domain/paging';
import { AttachmentRepository } from '../../infrastructure/persistence/attachment.repository';
import type { AttachmentEntity, ConversationEntity, MessageEntity, PartyEntity } from '../../infrastructure/persistence/entities';
import { ConversationRepository, type ConversationSummary } from '../../infrastructure/persistence/conversation.repository';
import { MessageRepository } from '../../infrastructure/persistence/message.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';

/** A conversation as one of its parties opens it: its summary, a page of messages, and who wrote them. */
export interface ConversationView {
  summary: ConversationSummary;
  messages: MessageEntity[];
  hasMore: boolean;
  parties: Map<string, PartyEntity>;
  attachments: Map<string, AttachmentEntity>;
}

export interface MessagePage {
  before?: unknown;
  limit?: unknown;
}

@Injectable()
export class ConversationViews {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly messages: MessageRepository,
    private readonly projections: ProjectionsRepository,
    private readonly attachments: AttachmentRepository,
  ) {}

  async load(conversation: ConversationEntity, callerId: string, page: MessagePage = {}, manager?: EntityManager) {
    const limit = pageLimit(page.limit, MESSAGES_DEFAULT_LIMIT, MESSAGES_MAX_LIMIT);
    const before = typeof page.before === 'string' && page.before !== '' ? page.before : null;
    const [summary, { messages, hasMore }, parties] = await Promise.all([
      this.conversations.summaryFor(conversation.id, callerId, manager),
      this.messages.page(conversation.id, before, limit),
      this.projections.findParties([conversation.companyId, conversation.creatorId], manager),
    ]);
    const withFiles = messages.filter((message) => message.attachments.length > 0).map((message) => message.id);
    const attachments = await this.attachments.ofMessages(withFiles, manager);
    return { summary, messages, hasMore, parties, attachments } satisfies ConversationView;
  }
}
