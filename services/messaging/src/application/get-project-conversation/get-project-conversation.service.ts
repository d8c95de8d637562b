import { Injectable } from '@nestjs/common';
import { type AuthUser, disputeHolds } from '@clipwerk/kit';
import { DataSource } from 'typeorm';
import { projectConversationKey, projectReadingSide } from '../../domain/conversation-rules';
import { ConversationRepository } from '../../infrastructure/persistence/conversation.repository';
import type { PartyEntity, ProjectEntity } from '../../infrastructure/persistence/entities';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { conversationNotFound } from '../shared/conversation-errors';
import { type ConversationView, ConversationViews, type MessagePage } from '../shared/conversation-view';

/**
 * GET /conversations/project/{projectId}: the project's conversation for its owner and its selected creator, the
 * same one the owner may have opened from her proposal (none yet until one of them opens it), and for support
 * while a dispute holds the project; anyone else, and a project without a selected creator, gets the 404.
 */
@Injectable()
export class GetProjectConversationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionsRepository,
    private readonly conversations: ConversationRepository,
    private readonly views: ConversationViews,
  ) {}

  async execute(
    caller: Pick<AuthUser, 'id' | 'role'>,
    projectId: string,
    page: MessagePage,
  ): Promise<{ project: ProjectEntity; counterpart: { id: string; party: PartyEntity | null }; view: ConversationView | null }> {
    const project = await this.projections.findProject(projectId);
    const key = project && projectConversationKey(project);
    if (!project || !key) throw conversationNotFound();
    const disputed = caller.role === 'support' && (await disputeHolds.isOnHold(project.id, this.dataSource.manager));
    const side = projectReadingSide(project, caller, disputed);
    if (!side) throw conversationNotFound();
    const [conversation, party] = await Promise.all([
      this.conversations.find(key),
      this.projections.findParty(side.counterpartId),
    ]);
    return {
      project,
      counterpart: { id: side.counterpartId, party },
      view: conversation ? await this.views.load(conversation, side.viewerId, page) : null,
    };
  }
}
