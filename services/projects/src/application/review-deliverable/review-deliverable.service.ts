import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { everyDeliverableApproved, reviewOutcome, type ReviewType, type TimedComment } from '../../domain/deliverables';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { ProjectStatus } from '../../domain/project-status';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { DeliveryFlow } from '../shared/delivery-flow';
import { deliveryEvents } from '../shared/project-events';

export interface ReviewDeliverableCommand {
  deliverableId: string;
  reviewType: ReviewType;
  feedback?: string;
  comments: TimedComment[];
}

/**
 * POST /projects/{id}/review-deliverable: the owner judges one deliverable of a delivery. Approving the last
 * one approves the project; `reject` and `revision` both ask for a revision round (two are included).
 */
@Injectable()
export class ReviewDeliverableService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly flow: DeliveryFlow,
    private readonly deliverables: DeliverableRepository,
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
      const outcome = reviewOutcome(command.reviewType);
      const feedback = command.feedback?.trim() || outcome.defaultFeedback;
      const revisionPath = approving ? [] : await this.flow.plan(tx, project, 'requestRevision');

      await this.flow.walk(tx, project, toReview);
      await this.deliverables.setStatus(deliverable.id, outcome.status, tx.manager);
      await this.deliverables.addReview(
        {
          deliverableId: deliverable.id,
          projectId: project.id,
          reviewerId: project.ownerId,
          reviewType: command.reviewType,
          feedback,
          comments: command.comments,
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
}
