import { Injectable } from '@nestjs/common';
import { AppError, type AuthUser, UnitOfWork } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import { companyAndCreator, isProjectPair, mayStart, type Party } from '../../domain/conversation-rules';
import { Messages } from '../../domain/messages';
import type { ConversationEntity } from '../../infrastructure/persistence/entities';
import { ConversationRepository } from '../../infrastructure/persistence/conversation.repository';
import { isUuid } from '../../infrastructure/persistence/ids';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { conversationNotFound, participantNotFound } from '../shared/conversation-errors';
import { type ConversationView, ConversationViews } from '../shared/conversation-view';

export interface StartConversationCommand {
  participantId?: unknown;
  projectId?: unknown;
}

/**
 * POST /conversations: opens the conversation with `participantId` (about `projectId` when given), or answers the
 * one that already exists for that pair or project. A company may start one with any creator; a creator starts
 * one only with a company she worked for, and otherwise answers the company's. A project's conversation is only
 * between its owner and its selected creator.
 */
@Injectable()
export class StartConversationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly conversations: ConversationRepository,
    private readonly projections: ProjectionsRepository,
    private readonly views: ConversationViews,
  ) {}

  async execute(caller: AuthUser, command: StartConversationCommand): Promise<{ view: ConversationView; created: boolean }> {
    const { participantId, projectId } = command;
    if (typeof participantId !== 'string' || participantId.trim() === '') {
      throw AppError.validation([{ field: 'participantId', message: Messages.participantRequired }]);
    }
    const hasProject = projectId !== undefined && projectId !== null && projectId !== '';
    const { conversation, created } = await this.uow.run((tx) =>
      hasProject
        ? this.forProject(caller, participantId.trim(), projectId, tx.manager)
        : this.direct(caller, participantId.trim(), tx.manager),
    );
    return { view: await this.views.load(conversation, caller.id), created };
  }

  private async forProject(caller: AuthUser, participantId: string, projectId: unknown, manager: EntityManager) {
    const project = typeof projectId === 'string' ? await this.projections.findProject(projectId, manager) : null;
    if (!project || !project.creatorId || !isProjectPair(project, caller.id, participantId)) throw conversationNotFound();
    return this.conversations.findOrCreate(
      { companyId: project.ownerId, creatorId: project.creatorId, projectId: project.id, startedBy: caller.id },
      manager,
    );
  }

  private async direct(
    caller: AuthUser,
    participantId: string,
    manager: EntityManager,
  ): Promise<{ conversation: ConversationEntity; created: boolean }> {
    const other = isUuid(participantId) ? await this.projections.findParty(participantId, manager) : null;
    // Support is no party to a conversation.
    if (!other || caller.role === 'support') throw participantNotFound();
    const starter: Party = { id: caller.id, role: caller.role };
    // Two companies, two creators or oneself: no such conversation, whatever their history.
    if (mayStart(starter, other, true) === 'no_such_pair') throw participantNotFound();
    const pair = companyAndCreator(starter, other);
    // Answering is always allowed: the conversation the company started is the creator's too.
    const existing = await this.conversations.findDirect(pair.companyId, pair.creatorId, manager);
    if (existing) return { conversation: existing, created: false };
    const worked = await this.projections.workedTogether(pair.companyId, pair.creatorId, manager);
    if (mayStart(starter, other, worked) === 'creator_needs_history') throw AppError.forbidden(Messages.creatorMayNotStart);
    return this.conversations.findOrCreate({ ...pair, projectId: null, startedBy: caller.id }, manager);
  }
}
