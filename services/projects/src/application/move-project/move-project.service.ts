import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import type { DeliveryMove, ProjectStatus } from '../../domain/project-status';
import { DeliverableCommentRepository } from '../../infrastructure/persistence/deliverable-comment.repository';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { DeliveryFlow } from '../shared/delivery-flow';

/** The moves that are one call each; uploads and per-deliverable reviews have their own use cases. */
export type ProjectMove = Extract<DeliveryMove, 'start' | 'submit' | 'startReview' | 'requestRevision' | 'approve'>;

/**
 * POST /projects/{id}/start | submit | start-review | request-revision | approve. A revision request sends every
 * handed-in deliverable back with the owner's feedback and its open comments; an approval approves every deliverable
 * and stands only on the newest versions.
 */
@Injectable()
export class MoveProjectService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly flow: DeliveryFlow,
    private readonly deliverables: DeliverableRepository,
    private readonly comments: DeliverableCommentRepository,
  ) {}

  /** `seenFileIds`: on approve, the newest version of every deliverable as the company saw it. */
  execute(
    userId: string | undefined,
    projectId: string,
    move: ProjectMove,
    { feedback, seenFileIds }: { feedback?: string; seenFileIds?: unknown } = {},
  ): Promise<ProjectStatus> {
    return this.uow.run(async (tx) => {
      const project = await this.flow.lockForParty(tx, projectId, userId);
      this.flow.requireMover(project, userId as string, move);
      if (move === 'approve') {
        await this.flow.requireNewestSeen(tx, project, seenFileIds, 'fileIds');
        await this.flow.approve(tx, project);
        return project.status;
      }
      const path = await this.flow.plan(tx, project, move);
      await this.flow.walk(tx, project, path, { feedback });
      if (move === 'requestRevision') {
        const sentBack = await this.deliverables.moveAll(
          project.id,
          ['uploaded', 'under_review'],
          'revision_requested',
          tx.manager,
        );
        for (const deliverableId of sentBack) {
          await this.deliverables.addReview(
            {
              deliverableId,
              projectId: project.id,
              reviewerId: project.ownerId,
              reviewType: 'revision',
              feedback: feedback ?? '',
              comments: await this.comments.openAsTimed(deliverableId, tx.manager),
            },
            tx.manager,
          );
        }
      }
      return project.status;
    });
  }
}
