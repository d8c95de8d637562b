import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppError, type AuthUser, createLogger, UnitOfWork } from '@clipwerk/kit';
import { companyHasDelivery, companyMayOpen, creatorMayOpen, disputeDeadlines } from '../../domain/dispute';
import { ErrorCodes, Messages } from '../../domain/messages';
import { DisputeRepository, type DisputeRow } from '../../infrastructure/persistence/dispute.repository';
import { PayoutRepository } from '../../infrastructure/persistence/payout.repository';
import { SettlementRepository } from '../../infrastructure/persistence/settlement.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { publishDisputeOpened } from '../shared/dispute-events';
import { ProjectAccess } from '../shared/project-access';

/**
 * Either party opens a dispute about a project: the company from the creator's first submission until her share is
 * released, the creator once the final payment is overdue. One that is not closed per project. The project's row,
 * then the payout's, are locked: a release run that claims the payout at the same moment either comes first (the
 * share is released: too late) or waits and finds it disputed.
 */
@Injectable()
export class OpenDisputeService {
  private readonly log = createLogger('payments.dispute');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly disputes: DisputeRepository,
    private readonly payouts: PayoutRepository,
    private readonly settlements: SettlementRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(caller: AuthUser, projectId: string, reason: string): Promise<DisputeRow> {
    return this.uow.run(async (tx) => {
      const project = await this.access.partyForUpdate(caller.id, projectId, tx.manager);
      if (!project.selectedCreatorId) throw AppError.conflict(ErrorCodes.disputeNotYet, Messages.disputeCompanyNotYet);
      if (await this.disputes.findActiveByProject(project.id, tx.manager))
        throw AppError.conflict(ErrorCodes.disputeAlreadyOpen, Messages.disputeAlreadyOpen);
      const payout = await this.payouts.findByProjectForUpdate(project.id, tx.manager);
      const now = this.clock.now();
      const role = project.ownerId === caller.id ? 'bedrijf' : 'creator';
      if (role === 'bedrijf' && !companyMayOpen(project, payout?.status ?? null)) {
        if (!companyHasDelivery(project)) throw AppError.conflict(ErrorCodes.disputeNotYet, Messages.disputeCompanyNotYet);
        throw AppError.conflict(ErrorCodes.disputeWindowClosed, Messages.disputeWindowClosed);
      }
      if (role === 'creator') {
        const finalPaid = Boolean(await this.settlements.findByProject(project.id, tx.manager));
        // Payments knows no due time for the final payment yet: approved and unpaid counts as overdue.
        const facts = { approved: project.status === 'approved', finalPaid, finalPaymentDueAt: null };
        if (!creatorMayOpen(facts, now)) throw AppError.conflict(ErrorCodes.disputeNotYet, Messages.disputeCreatorNotYet);
      }
      const dispute: DisputeRow = {
        id: randomUUID(),
        projectId: project.id,
        ownerId: project.ownerId,
        creatorId: project.selectedCreatorId,
        openedBy: caller.id,
        openedByRole: role,
        reason,
        status: 'open',
        openedAt: now,
        decidedAt: null,
        appealedBy: null,
        appealedByRole: null,
        appealReason: null,
        appealedAt: null,
        closedAt: null,
      };
      await this.disputes.insert(dispute, tx.manager);
      if (payout && (payout.status === 'held' || payout.status === 'waiting_for_account'))
        await this.payouts.setStatus(payout.id, 'disputed', { disputeReason: reason, disputedAt: now }, tx.manager);
      await publishDisputeOpened(tx, dispute, payout?.id ?? null, disputeDeadlines(dispute));
      this.log.warn({ projectId: project.id, disputeId: dispute.id, role }, 'dispute opened: the money is held for support');
      return dispute;
    });
  }
}
