import { Inject, Injectable } from '@nestjs/common';
import { AppError, deadlineReminders, type Transaction } from '@clipwerk/kit';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import { sawNewestVersions } from '../../domain/comments';
import { reviewDueAt } from '../../domain/deadlines';
import { parseSeenVersions } from '../../domain/deliverables';
import type { LeftParty } from '../../domain/party-left';
import { ErrorCodes, Messages } from '../../domain/messages';
import { isParty } from '../../domain/access';
import {
  datesOnEntering,
  DELIVERY_MOVES,
  type DeliveryMove,
  DeliveryMoveRefused,
  planDeliveryMove,
  type ProjectStatus,
} from '../../domain/project-status';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { projectNotFound } from './project-errors';
import { deliveryEvents, projectEvents } from './project-events';

/**
 * The steps every move of the flow after hiring shares: the project locked (so concurrent moves apply one after
 * the other and only the first of twenty equal ones passes), who may make it, the path the state table allows,
 * and one event per status the project enters.
 */
@Injectable()
export class DeliveryFlow {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly deliverables: DeliverableRepository,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The project locked for this transaction, if the caller is one of its two parties; else the 404 of no project. */
  async lockForParty(tx: Transaction, projectId: string, userId: string | undefined): Promise<ProjectEntity> {
    const project = await this.projects.findByIdForUpdate(projectId, tx.manager);
    if (!project || !isParty(project, userId)) throw projectNotFound();
    return project;
  }

  /** The party making a move must be the one the table names: the other party gets 403. */
  requireMover(project: ProjectEntity, userId: string, move: DeliveryMove): void {
    const mover = DELIVERY_MOVES[move].by === 'creator' ? project.selectedCreatorId : project.ownerId;
    if (userId !== mover) {
      throw new AppError(
        ErrorCodes.wrongParty,
        DELIVERY_MOVES[move].by === 'creator' ? Messages.onlyCreator : Messages.onlyOwner,
        403,
      );
    }
  }

  /**
   * An approval stands only on the newest versions: `seen` (the file ids the company looked at) must hold the newest
   * version of each deliverable approved (all of them, or `deliverableId`'s). None given: 400; one newer: 409.
   */
  async requireNewestSeen(tx: Transaction, project: ProjectEntity, seen: unknown, field: string, deliverableId?: string) {
    const seenIds = parseSeenVersions(seen);
    if (!seenIds) throw AppError.validation([{ field, message: Messages.seenVersionRequired }]);
    const newest = (await this.deliverables.newestFiles(project.id, tx.manager))
      .filter((file) => deliverableId === undefined || file.deliverableId === deliverableId)
      .map(({ fileId }) => fileId);
    if (!sawNewestVersions(newest, seenIds)) throw AppError.conflict(ErrorCodes.versionChanged, Messages.versionChanged);
  }

  /** The statuses the move passes through, or 409 with the table's Dutch text. */
  async plan(tx: Transaction, project: ProjectEntity, move: DeliveryMove): Promise<ProjectStatus[]> {
    const uploadedDeliverables = move === 'submit' ? await this.deliverables.countUploaded(project.id, tx.manager) : 0;
    try {
      return planDeliveryMove({ status: project.status, revisionRounds: project.revisionRounds, uploadedDeliverables }, move);
    } catch (error) {
      if (error instanceof DeliveryMoveRefused) throw AppError.conflict(error.code, error.message);
      throw error;
    }
  }

  /**
   * Approves the delivery and every deliverable in it: the company's approval, or the end of the review window
   * (then with the reason the parties read).
   */
  async approve(tx: Transaction, project: ProjectEntity, approvalReason: string | null = null): Promise<void> {
    await this.walk(tx, project, await this.plan(tx, project, 'approve'), { approvalReason });
    await this.deliverables.moveAll(project.id, ['uploaded', 'under_review', 'revision_requested'], 'approved', tx.manager);
  }

  /**
   * Takes the path: saves each status with its timeline date and raises its event (a revision request counts a
   * round; a delivery opens the company's review window).
   */
  async walk(
    tx: Transaction,
    project: ProjectEntity,
    path: ProjectStatus[],
    context: { feedback?: string; approvalReason?: string | null; cancelReason?: string; leftParty?: LeftParty | null } = {},
  ) {
    const now = this.clock.now();
    for (const status of path) {
      const from = project.status;
      const changes: Partial<ProjectEntity> = datesOnEntering(status, project, now);
      if (status === 'delivered') Object.assign(changes, this.reviewWindowFrom(now));
      if (status === 'approved') changes.approvalReason = context.approvalReason ?? null;
      Object.assign(project, changes);
      project.status = status;
      if (status === 'revision_requested') project.revisionRounds += 1;
      await tx.manager.update(ProjectEntity, { id: project.id }, { status, revisionRounds: project.revisionRounds, ...changes });
      if (status === 'in_progress' && from === 'creator_selected') await deliveryEvents.started(tx, project);
      if (status === 'delivered') {
        await deliveryEvents.submitted(tx, project, await this.deliverables.countUploaded(project.id, tx.manager));
      }
      if (status === 'under_review') {
        // What was handed in is now being looked at.
        await this.deliverables.moveAll(project.id, ['uploaded'], 'under_review', tx.manager);
        await deliveryEvents.reviewStarted(tx, project);
      }
      if (status === 'revision_requested') {
        await deliveryEvents.revisionRequested(tx, project, context.feedback ?? Messages.defaultRevisionFeedback);
      }
      if (status === 'approved') await deliveryEvents.approved(tx, project);
      if (status === 'cancelled') {
        const leftParty = context.leftParty ?? null;
        await projectEvents.cancelled(tx, project, context.cancelReason ?? '', { deliveryMissed: !leftParty, leftParty });
      }
    }
  }

  /** A new delivery: the company's review window starts now, its first reminder half way. */
  private reviewWindowFrom(now: Date): Pick<ProjectEntity, 'reviewDueAt' | 'reviewReminderAt' | 'reviewRemindersSent'> {
    const dueAt = reviewDueAt(now, this.config.reviewWindowMinutes);
    return { reviewDueAt: dueAt, reviewReminderAt: deadlineReminders(now, dueAt)[0]?.at ?? null, reviewRemindersSent: 0 };
  }
}
