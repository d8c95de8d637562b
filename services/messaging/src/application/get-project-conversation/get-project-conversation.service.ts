import { Injectable } from '@nestjs/common';
import { projectConversationKey, projectCounterpart } from '../../domain/conversation-rules';
import { ConversationRepository } from '../../infrastructure/persistence/conversation.repository';
import type { PartyEntity, ProjectEntity } from '../../infrastructure/persistence/entities';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { conversationNotFound } from '../shared/conversation-errors';
import { type ConversationView, ConversationViews, type MessagePage } from '../shared/conversation-view';

/**
 * GET /conversations/project/{projectId}: the project's conversation for its owner and its selected creator, the
 * same one the owner may have opened from her proposal (none yet until one of them opens it); anyone else, and a
 * project without a selected creator, gets the 404.
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
  ): Promise<{ project: ProjectEntity; counterpart: { id: string; party: PartyEntity | null }; view: ConversationView | null }> {
    const project = await this.projections.findProject(projectId);
    const key = project && projectConversationKey(project);
    const counterpartId = project && projectCounterpart(project, callerId);
    if (!project || !key || !counterpartId) throw conversationNotFound();
    const [conversation, party] = await Promise.all([this.conversations.find(key), this.projections.findParty(counterpartId)]);
    return {
      project,
      counterpart: { id: counterpartId, party },
      view: conversation ? await this.views.load(conversation, callerId, page) : null,
    };
  }
}
