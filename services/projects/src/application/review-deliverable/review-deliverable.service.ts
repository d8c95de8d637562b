import { Injectable } from '@nestjs/common';
import { AppError, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { secondsToMs } from '../../domain/comments';
import { everyDeliverableApproved, reviewOutcome, type ReviewType, type TimedComment } from '../../domain/deliverables';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { ProjectStatus } from '../../domain/project-status';
import { DeliverableCommentRepository } from '../../infrastructure/persistence/deliverable-comment.repository';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { DeliveryFlow } from '../shared/delivery-flow';
import { deliveryEvents } from '../shared/project-events';

export interface ReviewDeliverableCommand {
  deliverableId: string;
  reviewType: ReviewType;
  feedback?: string;
  comments: TimedComment[];
  /** On approve: the version the company saw, which must be the deliverable's newest. */
  fileId?: string;
}

/**
 * POST /projects/{id}/review-deliverable: the owner judges one deliverable of a delivery. Approving the last
 * one approves the project; `reject` and `revision` both ask for a revision round (two are included). The review's
 * comments are stored as comments on the newest version; a revision request lists the deliverable's open ones.
 */
@Injectable()
export class ReviewDeliverableService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly flow: DeliveryFlow,
    private readonly deliverables: DeliverableRepository,
    private readonly comments: DeliverableCommentRepository,
  ) {}

  execute(userId: string | undefined, projectId: string, command: ReviewDeliverableCommand): Promise<{ status: ProjectStatus }> {
    return this.uow.run(async (tx) => {
      const project = await this.flow.lockForParty(tx, projectId, userId);
      const approving = command.reviewType === 'approve';
      this.flow.requireMover(project, userId as string, approving ? 'approve' : 'requestRevision');
      // A review is only possible on a delivery; on `delivered` it first starts the review.
      const toReview = await this.flow.plan(tx, project, 'startReview');
      const deliverable = await this.deliverables.findInProject(project.id, command.deliverableId, tx.manager);
      if (!deliverable) throw AppError.notFound(ErrorCodes.deliverableNotFound, Messages.deliverableNotFound);
      if (approving)
        await this.flow.requireNewestSeen(tx, project, command.fileId ? [command.fileId] : undefined, 'fileId', deliverable.id);
      const outcome = reviewOutcome(command.reviewType);
      const feedback = command.feedback?.trim() || outcome.defaultFeedback;
      const revisionPath = approving ? [] : await this.flow.plan(tx, project, 'requestRevision');

      await this.flow.walk(tx, project, toReview);
      await this.deliverables.setStatus(deliverable.id, outcome.status, tx.manager);
      await this.storeComments(tx, project, deliverable.id, command.comments);
      await this.deliverables.addReview(
        {
          deliverableId: deliverable.id,
          projectId: project.id,
          reviewerId: project.ownerId,
          reviewType: command.reviewType,
          feedback,
          comments: approving ? command.comments : await this.comments.openAsTimed(deliverable.id, tx.manager),
        },
        tx.manager,
      );
      await deliveryEvents.deliverableReviewed(tx, project, deliverable.id, command.reviewType, feedback);
      if (approving) {
        if (everyDeliverableApproved(await this.deliverables.statuses(project.id, tx.manager))) {
          await this.flow.walk(tx, project, await this.flow.plan(tx, project, 'approve'));
        }
      } else {
        await this.flow.walk(
          tx,
          project,
          revisionPath.filter((status) => status !== 'under_review'),
          { feedback },
        );
      }
      return { status: project.status };
    });
  }

  /** The owner's comments of the review, each at its moment of the newest version. */
  private async storeComments(tx: Transaction, project: ProjectEntity, deliverableId: string, comments: TimedComment[]) {
    const [newest] = (await this.deliverables.newestFiles(project.id, tx.manager)).filter(
      (file) => file.deliverableId === deliverableId,
    );
    if (!newest) return;
    for (const { atSeconds, text } of comments) {
      const comment = await this.comments.add(
        {
          projectId: project.id,
          deliverableId,
          fileId: newest.fileId,
          replyTo: null,
          authorId: project.ownerId,
          authorRole: 'bedrijf',
          atMs: secondsToMs(atSeconds),
          text,
        },
        tx.manager,
      );
      await deliveryEvents.commentChanged(tx, project, deliverableId, comment.id, 'posted', project.ownerId);
    }
  }
}
