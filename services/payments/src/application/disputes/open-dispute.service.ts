import { Inject, Injectable } from '@nestjs/common';
import { AppError, createLogger, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { disputeDecision } from '../../domain/payout';
import { PayoutRepository, type PayoutRow } from '../../infrastructure/persistence/payout.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { publishDisputeOpened } from '../shared/payout-events';
import { ProjectAccess } from '../shared/project-access';

/**
 * The company disputes the delivery inside the window (from the final payment until the hold ends): the payout is
 * held until an operator resolves it. Only the owner; the creator gets 403, anyone else the 404 of a project that
 * does not exist. The project's row, then the payout's, are locked: a release run that claims the payout at the
 * same moment either comes first (the window has closed) or waits.
 */
@Injectable()
export class OpenDisputeService {
  private readonly log = createLogger('payments.dispute');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(callerId: string, projectId: string, reason: string): Promise<PayoutRow> {
    return this.uow.run(async (tx) => {
      const project = await this.access.partyForUpdate(callerId, projectId, tx.manager);
      if (project.ownerId !== callerId) throw AppError.forbidden(Messages.disputeOwnerOnly);
      const payout = await this.payouts.findByProjectForUpdate(project.id, tx.manager);
      if (!payout) throw AppError.conflict(ErrorCodes.disputeNotYet, Messages.disputeNotYet);
      const now = this.clock.now();
      switch (disputeDecision(payout, now)) {
        case 'already_disputed':
          throw AppError.conflict(ErrorCodes.disputeAlreadyOpen, Messages.disputeAlreadyOpen);
        case 'window_closed':
          throw AppError.conflict(ErrorCodes.disputeWindowClosed, Messages.disputeWindowClosed);
        case 'open':
          break;
      }
      await this.payouts.setStatus(payout.id, 'disputed', { disputeReason: reason, disputedAt: now }, tx.manager);
      await publishDisputeOpened(tx, payout, reason, now);
      this.log.warn({ projectId: project.id, payoutId: payout.id }, 'dispute opened: payout held for an operator');
      return { ...payout, status: 'disputed' as const, disputeReason: reason, disputedAt: now };
    });
  }
}
