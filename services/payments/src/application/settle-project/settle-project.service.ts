import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createLogger, type Transaction } from '@clipwerk/kit';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { isOnHold } from '../../domain/dispute';
import { excessRefundPosting, settlementPosting } from '../../domain/ledger';
import { holdEndsAt, transferGroup } from '../../domain/payout';
import { DisputeRepository } from '../../infrastructure/persistence/dispute.repository';
import type { PaymentEntity, ProjectEntity } from '../../infrastructure/persistence/entities';
import { LedgerRepository } from '../../infrastructure/persistence/ledger.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { PayoutRepository } from '../../infrastructure/persistence/payout.repository';
import { SettlementRepository } from '../../infrastructure/persistence/settlement.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { ContractFiguresReader } from '../shared/contract-figures';
import { publishFinalPaymentPaid } from '../shared/final-payment-events';

/**
 * Completion: once the final payment is in (or nothing was left to pay), the project's money is settled in one
 * transaction: a deposit above the contract amount goes back to the company, the escrow is split into the
 * platform's fee and the creator's share (held for the dispute window), and FinalPaymentPaid carries the
 * figures. Once per project; the caller holds the project's row lock.
 */
@Injectable()
export class SettleProjectService {
  private readonly log = createLogger('payments.settlement');

  constructor(
    private readonly figures: ContractFiguresReader,
    private readonly payments: PaymentRepository,
    private readonly projects: ProjectRepository,
    private readonly settlements: SettlementRepository,
    private readonly ledger: LedgerRepository,
    private readonly payouts: PayoutRepository,
    private readonly disputes: DisputeRepository,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  isSettled(projectId: string, tx: Transaction): Promise<boolean> {
    return this.settlements.findByProject(projectId, tx.manager).then(Boolean);
  }

  /**
   * `byDispute`: support's final decision settles a project before its final payment, for the creator's part of what
   * was paid (the rest goes back as the deposit's excess); her share is due at once, not held again.
   */
  async settle(
    tx: Transaction,
    project: ProjectEntity,
    finalPayment: PaymentEntity | null,
    paidAt: Date,
    byDispute: { creatorPartCents: number } | null = null,
  ): Promise<void> {
    if (await this.isSettled(project.id, tx)) return;
    if (!project.selectedCreatorId) throw new Error(`project ${project.id} has no creator to settle with`);
    const { figures, deposit } = await this.figures.read(project, tx.manager, byDispute?.creatorPartCents);
    if (figures.excessRefundCents > 0) {
      if (!deposit || deposit.status !== 'paid') throw new Error(`project ${project.id}: excess without a paid deposit`);
      const locked = (await this.payments.findByIdForUpdate(deposit.id, tx.manager))!;
      // Inside the transaction that holds the locks: a retry repeats the call, and the provider's idempotency
      // key (payment id + amount) makes it the same refund.
      await this.provider.refund({ paymentId: locked.id, intentId: locked.intentId, amountCents: figures.excessRefundCents });
      await this.ledger.post(excessRefundPosting(locked, figures.excessRefundCents), tx.manager);
      await this.payments.update(locked.id, { refundedCents: locked.refundedCents + figures.excessRefundCents }, tx.manager);
    }
    const settledBy = finalPayment?.id ?? deposit?.id;
    if (!settledBy) throw new Error(`project ${project.id}: nothing paid to settle`);
    await this.ledger.post(
      settlementPosting({ paymentId: settledBy, projectId: project.id, creatorId: project.selectedCreatorId }, figures),
      tx.manager,
    );
    const releasable = byDispute ? paidAt : holdEndsAt(paidAt, { days: this.config.holdDays, minutes: this.config.holdMinutes });
    // A final payment made while a dispute is not closed: the share stays held until the dispute's final decision.
    const onHold = !byDispute && isOnHold((await this.disputes.findActiveByProject(project.id, tx.manager))?.status ?? null);
    await this.settlements.insert(
      {
        projectId: project.id,
        finalPaymentId: finalPayment?.id ?? null,
        contractCents: figures.contractCents,
        depositCents: figures.depositCents,
        finalCents: figures.finalCents,
        excessRefundCents: figures.excessRefundCents,
        feePercent: figures.feePercent,
        launchOffer: figures.launchOffer,
        feeCents: figures.feeCents,
        creatorCents: figures.creatorCents,
        settledAt: paidAt,
        releasableAt: releasable,
      },
      tx.manager,
    );
    // The creator's share waits here for the hold to end; the release job pays it (nothing to pay: no payout).
    if (figures.creatorCents > 0) {
      await this.payouts.insert(
        {
          id: randomUUID(),
          projectId: project.id,
          ownerId: project.ownerId,
          creatorId: project.selectedCreatorId,
          settledByPaymentId: settledBy,
          amountCents: figures.creatorCents,
          releasableAt: releasable,
          transferGroup: transferGroup(project.id),
          status: onHold ? 'disputed' : 'held',
        },
        tx.manager,
      );
    }
    await this.projects.setStatus(project.id, 'completed', tx.manager);
    await publishFinalPaymentPaid(tx, project, finalPayment, figures, { paidAt, releasableAt: releasable });
    this.log.info({ projectId: project.id, paymentId: finalPayment?.id ?? null, figures }, 'project settled');
  }
}
