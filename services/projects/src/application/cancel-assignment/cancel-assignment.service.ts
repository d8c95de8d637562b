import { Inject, Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { cancelRefusal } from '../../domain/deadlines';
import { ErrorCodes, Messages } from '../../domain/messages';
import { CLOCK, type Clock } from '../ports/clock';
import { DeliveryFlow } from '../shared/delivery-flow';

/**
 * POST /projects/{id}/cancel: the company ends the assignment once the delivery date passed with nothing handed
 * in, or at once before approval when the creator deleted her account. ProjectCancelled tells the creator (if she
 * is still there) and makes payments refund the whole deposit.
 */
@Injectable()
export class CancelAssignmentService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly flow: DeliveryFlow,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(userId: string | undefined, projectId: string): Promise<void> {
    return this.uow.run(async (tx) => {
      const project = await this.flow.lockForParty(tx, projectId, userId);
      this.flow.requireMover(project, userId as string, 'cancel');
      const path = await this.flow.plan(tx, project, 'cancel');
      const refusal = cancelRefusal(project, this.clock.now());
      if (refusal) throw AppError.conflict(ErrorCodes.deliveryDateNotPassed, refusal);
      await this.flow.walk(
        tx,
        project,
        path,
        project.creatorLeftAt
          ? { cancelReason: Messages.creatorLeft, leftParty: 'creator' }
          : { cancelReason: Messages.deliveryMissed },
      );
    });
  }
}
