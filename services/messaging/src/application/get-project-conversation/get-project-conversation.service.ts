import { Injectable } from '@nestjs/common';
import { projectCounterpart } from '../../domain/conversation-rules';
import { ConversationRepository } from '../../infrastructure/persistence/conversation.repository';
import type { ProjectEntity } from '../../infrastructure/persistence/entities';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { conversationNotFound } from '../shared/conversation-errors';
import { type ConversationView, ConversationViews, type MessagePage } from '../shared/conversation-view';

/**
 * GET /conversations/project/{projectId}: the project's conversation for its owner and its selected creator (none
 * yet until one of them writes); anyone else, and a project without a selected creator, gets the 404.
 */
@Injectable()
export class GetProjectConversationService {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly conversations: ConversationRepository,
    private readonly views: ConversationViews,
  ) {}

  async execute(
    callerId: string,
    projectId: string,
    page: MessagePage,
  ): Promise<{ project: ProjectEntity; view: ConversationView | null }> {
    const project = await this.projections.findProject(projectId);
    if (!project || !projectCounterpart(project, callerId)) throw conversationNotFound();
    const conversation = await this.conversations.findForProject(project.id);
    return { project, view: conversation ? await this.views.load(conversation, callerId, page) : null };
  }
}
