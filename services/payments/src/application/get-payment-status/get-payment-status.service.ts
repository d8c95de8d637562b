import { Injectable } from '@nestjs/common';
import type { ContractFigures } from '../../domain/money-policy';
import type { PaymentEntity, ProjectEntity, SettlementEntity } from '../../infrastructure/persistence/entities';
import { LedgerRepository, type ProjectLedgerTransaction } from '../../infrastructure/persistence/ledger.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PayoutRepository, type PayoutRow } from '../../infrastructure/persistence/payout.repository';
import { SettlementRepository } from '../../infrastructure/persistence/settlement.repository';
import { ContractFiguresReader } from '../shared/contract-figures';
import { ProjectAccess } from '../shared/project-access';

/** A project's money in cents; interface/http/payment.presenter.ts turns it into the API's euros. */
export interface PaymentStatus {
  /** As settled once the project is completed (kept as they were), else as the policy computes them now. */
  figures: ContractFigures;
  deposit: PaymentEntity | null;
  final: PaymentEntity | null;
  settlement: SettlementEntity | null;
  /** The creator's share after settlement (null before it, or when the creator's share is nothing). */
  payout: PayoutRow | null;
  proposal: { amountCents: number; proposedBy: string; proposedAt: Date | null } | null;
}

export interface PaymentHistory {
  payments: PaymentEntity[];
  movements: ProjectLedgerTransaction[];
}

@Injectable()
export class GetPaymentStatusService {
  constructor(
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    private readonly settlements: SettlementRepository,
    private readonly ledger: LedgerRepository,
    private readonly figures: ContractFiguresReader,
    private readonly payouts: PayoutRepository,
  ) {}

  async status(callerId: string, projectId: string): Promise<PaymentStatus> {
    const project = await this.access.viewable(callerId, projectId);
    const [money, finals, settlement, payout] = await Promise.all([
      this.figures.read(project),
      this.payments.findAll(project.id, 'final', ['paid', 'held_for_review', 'refunded', 'pending', 'failed']),
      this.settlements.findByProject(project.id),
      this.payouts.findByProject(project.id),
    ]);
    const final = (settlement?.finalPaymentId && finals.find((p) => p.id === settlement.finalPaymentId)) || finals[0] || null;
    return {
      figures: settlement ? settledFigures(settlement) : money.figures,
      deposit: money.deposit,
      final,
      settlement,
      payout,
      proposal: proposalOf(project),
    };
  }

  async history(callerId: string, projectId: string): Promise<PaymentHistory> {
    const project = await this.access.viewable(callerId, projectId);
    const [payments, movements] = await Promise.all([
      this.payments.listForProject(project.id),
      this.ledger.forProject(project.id),
    ]);
    return { payments, movements };
  }
}

function settledFigures(settlement: SettlementEntity): ContractFigures {
  return {
    contractCents: settlement.contractCents,
    depositCents: settlement.depositCents,
    finalCents: settlement.finalCents,
    excessRefundCents: settlement.excessRefundCents,
    feePercent: settlement.feePercent,
    launchOffer: settlement.launchOffer,
    feeCents: settlement.feeCents,
    creatorCents: settlement.creatorCents,
  };
}

function proposalOf(project: ProjectEntity): PaymentStatus['proposal'] {
  if (project.proposedAmountCents === null || project.proposedBy === null) return null;
  return { amountCents: project.proposedAmountCents, proposedBy: project.proposedBy, proposedAt: project.proposedAt };
}
