import { Inject, Injectable } from '@nestjs/common';
import { createLogger, type Transaction } from '@clipwerk/kit';
import { creatorPartCents, type DisputeOutcome } from '../../domain/dispute';
import { disputeRefundPosting } from '../../domain/ledger';
import { disputeSplitFigures } from '../../domain/money-policy';
import { resolutionStatus } from '../../domain/payout';
import type { DisputeRow } from '../../infrastructure/persistence/dispute.repository';
import type { ProjectEntity } from '../../infrastructure/persistence/entities';
import { LedgerRepository } from '../../infrastructure/persistence/ledger.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PayoutRepository, type PayoutRow } from '../../infrastructure/persistence/payout.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { SettlementRepository } from '../../infrastructure/persistence/settlement.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { RefundDepositService } from '../refund-deposit/refund-deposit.service';
import { SettleProjectService } from '../settle-project/settle-project.service';
import { ContractFiguresReader } from '../shared/contract-figures';
import { publishDisputeResolved } from '../shared/dispute-events';

export interface FinalDecision {
  outcome: DisputeOutcome;
  /** The split's creator part; for release and refund it follows from what was paid when the money moves. */
  creatorCents: number;
  note: string;
}

/**
 * Moves a final decision's money, once: the caller holds the dispute's row lock and closes it in the same
 * transaction. What the company paid is divided: the creator's part (fee on that part only) and the rest back to the
 * company. A settled project's share and fee give back what is above the creator's part (decision 037 for the full
 * refund); a project not settled yet is settled now for the creator's part of the deposit that stayed in, the rest
 * refunded as the deposit's excess; nothing for the creator refunds the deposit and ends the project.
 * Locks: project, payout, then payments.
 */
@Injectable()
export class DisputeMoneyService {
  private readonly log = createLogger('payments.dispute');

  constructor(
    private readonly projects: ProjectRepository,
    private readonly payouts: PayoutRepository,
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
    private readonly settlements: SettlementRepository,
    private readonly figures: ContractFiguresReader,
    private readonly settle: SettleProjectService,
    private readonly refunds: RefundDepositService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** What the company paid that a decision divides: the contract amount once settled, else the deposit that stayed in. */
  async paidCents(project: ProjectEntity, tx: Transaction): Promise<number> {
    const settlement = await this.settlements.findByProject(project.id, tx.manager);
    if (settlement) return settlement.contractCents;
    const { figures, deposit } = await this.figures.read(project, tx.manager);
    return deposit?.status === 'paid' ? Math.min(figures.depositCents, figures.contractCents) : 0;
  }

  async apply(tx: Transaction, dispute: DisputeRow, decision: FinalDecision, now: Date): Promise<void> {
    const project = (await this.projects.findByIdForUpdate(dispute.projectId, tx.manager))!;
    const payout = await this.payouts.findByProjectForUpdate(project.id, tx.manager);
    const paid = await this.paidCents(project, tx);
    const part = Math.min(creatorPartCents(decision.outcome, paid, decision.creatorCents), paid);
    let payoutCents = 0;
    if (payout) payoutCents = await this.divideSettled(tx, payout, part, decision, now);
    else if (part > 0) {
      await this.settle.settle(tx, project, null, now, { creatorPartCents: part });
      payoutCents = (await this.payouts.findByProject(project.id, tx.manager))?.amountCents ?? 0;
    } else await this.refundUnsettled(tx, project);
    const resolution = part === paid ? 'released' : part === 0 ? 'refunded' : 'split';
    await publishDisputeResolved(tx, dispute, {
      payoutId: payout?.id ?? null,
      resolution,
      note: decision.note,
      resolvedAt: now,
      creatorPayoutCents: payoutCents,
      creatorPartCents: part,
      refundedCents: paid - part,
    });
    this.log.info({ projectId: project.id, disputeId: dispute.id, part, paid }, 'dispute decision final: money moved');
  }

  private async divideSettled(
    tx: Transaction,
    payout: PayoutRow,
    part: number,
    decision: FinalDecision,
    now: Date,
  ): Promise<number> {
    const settlement = (await this.settlements.findByProject(payout.projectId, tx.manager))!;
    const split = disputeSplitFigures(settlement, part);
    if (split.refundCents > 0) {
      await this.refundPaid(tx, payout, split.refundCents);
      await this.ledger.post(disputeRefundPosting(payout, split), tx.manager);
    }
    const kept = split.kept.creatorCents;
    // Back to `held` keeps its release date: due at the next run when the hold is over, else when it ends.
    await this.payouts.setStatus(
      payout.id,
      resolutionStatus('disputed', kept > 0 ? 'release' : 'refund')!,
      {
        amountCents: kept > 0 ? kept : payout.amountCents,
        disputeResolution: decision.outcome,
        disputeNote: decision.note,
        disputeResolvedAt: now,
      },
      tx.manager,
    );
    return kept;
  }

  /** Through the provider, the final payment first, then the deposit that stayed in. */
  private async refundPaid(tx: Transaction, payout: PayoutRow, refundCents: number): Promise<void> {
    const settling = await this.payments.findByIdForUpdate(payout.settledByPaymentId, tx.manager);
    const deposits = await this.payments.findDeposits(payout.projectId, ['paid'], tx.manager);
    const sources = [settling, ...deposits.filter((deposit) => deposit.id !== settling?.id)].filter(
      (payment): payment is NonNullable<typeof payment> => payment !== null && payment.status === 'paid',
    );
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
    if (left !== 0) throw new Error(`payout ${payout.id}: ${left} cents could not be refunded`);
  }

  /** Nothing for the creator before settlement: the deposit goes back (with its credit note) and the project ends. */
  private async refundUnsettled(tx: Transaction, project: ProjectEntity): Promise<void> {
    for (const deposit of await this.payments.findDeposits(project.id, ['paid'], tx.manager)) {
      const locked = (await this.payments.findByIdForUpdate(deposit.id, tx.manager))!;
      await this.refunds.refundThroughProvider(tx, locked, 'dispute_refund');
    }
    await this.projects.setStatus(project.id, 'cancelled', tx.manager);
  }
}
