import { Inject, Injectable } from '@nestjs/common';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { feeTermsFor, splitContractAmount } from '../../domain/fee-policy';
import { depositFor, finalPaymentFor } from '../../domain/money';
import { depositToShow } from '../../domain/payment';
import type { PaymentEntity, ProjectEntity } from '../../infrastructure/persistence/entities';
import { CompanyRepository } from '../../infrastructure/persistence/company.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { ProjectAccess } from '../shared/project-access';

/** A project's money in cents; interface/http/payment.presenter.ts turns it into the API's euros. */
export interface PaymentStatus {
  totalCents: number;
  deposit: { amountCents: number; payment: PaymentEntity | null };
  final: { amountCents: number; payment: PaymentEntity | null };
  fee: { feePercent: number; launchOffer: boolean; feeCents: number; creatorCents: number };
}

@Injectable()
export class GetPaymentStatusService {
  constructor(
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    private readonly companies: CompanyRepository,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async status(callerId: string, projectId: string): Promise<PaymentStatus> {
    const project = await this.access.viewable(callerId, projectId);
    const [deposits, company] = await Promise.all([
      this.payments.findDeposits(project.id, ['paid', 'held_for_review', 'refunded']),
      this.companies.standing(project.ownerId),
    ]);
    const deposit = depositToShow(deposits);
    const totalCents = contractAmount(project);
    const depositCents = deposit?.status === 'paid' ? deposit.amountCents : depositFor(project.budgetCents);
    const terms = feeTermsFor(this.config.platformFeePercent, company, project.createdAt);
    return {
      totalCents,
      deposit: { amountCents: depositCents, payment: deposit },
      final: { amountCents: finalPaymentFor(totalCents, depositCents), payment: null },
      fee: { ...terms, ...splitContractAmount(totalCents, terms) },
    };
  }

  async history(callerId: string, projectId: string): Promise<PaymentEntity[]> {
    const project = await this.access.viewable(callerId, projectId);
    return this.payments.listForProject(project.id);
  }
}

/** The contract amount: the accepted proposal's price once a creator is selected, the budget before. */
function contractAmount(project: ProjectEntity): number {
  return project.contractAmountCents ?? project.budgetCents;
}
