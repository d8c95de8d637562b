import { Inject, Injectable } from '@nestjs/common';
import { AppError, createLogger, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { disputeRefundPosting } from '../../domain/ledger';
import { ErrorCodes, Messages } from '../../domain/messages';
import { disputeRefundFigures } from '../../domain/money-policy';
import { type DisputeResolution, resolutionStatus } from '../../domain/payout';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PayoutRepository, type PayoutRow } from '../../infrastructure/persistence/payout.repository';
import { LedgerRepository } from '../../infrastructure/persistence/ledger.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { SettlementRepository } from '../../infrastructure/persistence/settlement.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { publishDisputeResolved } from '../shared/payout-events';
import { projectNotFound } from '../shared/project-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An operator resolves a dispute: `release` gives the share back to the release job, due at
 * once if the hold has ended; `refund` gives the company the whole contract amount back through the provider
 * (the final payment first, then the deposit): the creator's held share and the platform's fee, booked from what
 * the platform owed the creator and from its revenue to the company (decision 037); the payout is closed. Both publish DisputeResolved. Locks: project, payout, then payments.
 */
@Injectable()
export class ResolveDisputeService {
  private readonly log = createLogger('payments.dispute');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly projects: ProjectRepository,
    private readonly payouts: PayoutRepository,
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
    private readonly settlements: SettlementRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(projectId: string, resolution: DisputeResolution, note: string): Promise<PayoutRow> {
    return this.uow.run(async (tx) => {
      const project = UUID.test(projectId) ? await this.projects.findByIdForUpdate(projectId, tx.manager) : null;
      if (!project) throw projectNotFound();
      const payout = await this.payouts.findByProjectForUpdate(project.id, tx.manager);
      const next = payout ? resolutionStatus(payout.status, resolution) : null;
      if (!payout || !next) throw AppError.conflict(ErrorCodes.disputeNotOpen, Messages.disputeNotOpen);
      const now = this.clock.now();
      if (resolution === 'refund') await this.refundToCompany(tx, payout);
      // Back to `held` keeps its release date: due at the next run when the hold is over, else when it ends.
      await this.payouts.setStatus(
        payout.id,
        next,
        { disputeResolution: resolution, disputeNote: note, disputeResolvedAt: now },
        tx.manager,
      );
      const outcome = resolution === 'release' ? 'released' : 'refunded';
      await publishDisputeResolved(tx, payout, { outcome, note, resolvedAt: now });
      this.log.warn({ projectId: project.id, payoutId: payout.id, resolution }, 'dispute resolved by an operator');
      return { ...payout, status: next, disputeResolution: resolution, disputeNote: note, disputeResolvedAt: now };
    });
  }

  private async refundToCompany(tx: Transaction, payout: PayoutRow): Promise<void> {
    const settling = await this.payments.findByIdForUpdate(payout.settledByPaymentId, tx.manager);
    const deposits = await this.payments.findDeposits(payout.projectId, ['paid'], tx.manager);
    const sources = [settling, ...deposits.filter((deposit) => deposit.id !== settling?.id)].filter(
      (payment): payment is NonNullable<typeof payment> => payment !== null && payment.status === 'paid',
    );
    const settlement = await this.settlements.findByProject(payout.projectId, tx.manager);
    if (!settlement) throw new Error(`payout ${payout.id}: its project has no settlement`);
    const { refundCents } = disputeRefundFigures(settlement);
    let left = refundCents;
    for (const source of sources) {
      const payment = (await this.payments.findByIdForUpdate(source.id, tx.manager))!;
      const amountCents = Math.min(left, payment.amountCents - payment.refundedCents);
      if (amountCents <= 0) continue;
      // Inside the transaction that holds the locks: a retry repeats the call with the same idempotency key.
      await this.provider.refund({ paymentId: payment.id, intentId: payment.intentId, amountCents });
      await this.payments.update(payment.id, { refundedCents: payment.refundedCents + amountCents }, tx.manager);
      left -= amountCents;
      if (left === 0) break;
    }
    if (left !== 0) throw new Error(`payout ${payout.id}: ${left} cents of the contract amount could not be refunded`);
    await this.ledger.post(disputeRefundPosting(payout, settlement), tx.manager);
  }
}
