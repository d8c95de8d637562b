import { Injectable } from '@nestjs/common';
import { AppError, type AuthUser, UnitOfWork } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import {
  type ConversationKey,
  conversationKey,
  mayStart,
  mayStartAboutProject,
  type Party,
} from '../../domain/conversation-rules';
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

type Opened = { conversation: ConversationEntity; created: boolean };

/**
 * POST /conversations: finds or makes the conversation of the caller, `participantId` and `projectId` (or no
 * project), one per key (conversationKey), whoever opens it and from wherever. Who may open which is
 * conversation-rules: a party that may not start one may still answer the one the other side opened.
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
    const { conversation, created } = await this.uow.run(async (tx) => {
      const other = isUuid(participantId.trim()) ? await this.projections.findParty(participantId.trim(), tx.manager) : null;
      // Support is no party to a conversation, and a deleted account is nobody's to start one with.
      if (!other || other.deleted || caller.role === 'support') throw participantNotFound();
      const starter: Party = { id: caller.id, role: caller.role };
      return hasProject ? this.forProject(starter, other, projectId, tx.manager) : this.direct(starter, other, tx.manager);
    });
    return { view: await this.views.load(conversation, caller.id), created };
  }

  private async forProject(starter: Party, other: Party, projectId: unknown, manager: EntityManager): Promise<Opened> {
    const project = typeof projectId === 'string' ? await this.projections.findProject(projectId, manager) : null;
    if (!project) throw conversationNotFound();
    const verdict = mayStartAboutProject(project, starter, other);
    if (verdict === 'no_such_conversation') throw conversationNotFound();
    return this.open(conversationKey(starter, other, project.id), starter, verdict === 'allowed', conversationNotFound, manager);
  }

  private async direct(starter: Party, other: Party, manager: EntityManager): Promise<Opened> {
    // Two companies, two creators or oneself: no such conversation, whatever their history.
    if (mayStart(starter, other, true) === 'no_such_pair') throw participantNotFound();
    const key = conversationKey(starter, other, null);
    const mayOpen = async () =>
      mayStart(starter, other, await this.projections.workedTogether(key.companyId, key.creatorId, manager)) === 'allowed';
    return this.open(key, starter, mayOpen, () => AppError.forbidden(Messages.creatorMayNotStart), manager);
  }

  /** Answering is always allowed: the conversation the other side opened is the caller's too. */
  private async open(
    key: ConversationKey,
    starter: Party,
    mayOpen: boolean | (() => Promise<boolean>),
    refusal: () => AppError,
    manager: EntityManager,
  ): Promise<Opened> {
    const existing = await this.conversations.find(key, manager);
    if (existing) return { conversation: existing, created: false };
    if (!(typeof mayOpen === 'boolean' ? mayOpen : await mayOpen())) throw refusal();
    return this.conversations.findOrCreate({ ...key, startedBy: starter.id }, manager);
  }
}
