import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { feeTermsFor } from '../../domain/fee-policy';
import { type ContractFigures, contractFigures, depositStayingIn } from '../../domain/money-policy';
import { depositToShow } from '../../domain/payment';
import type { PaymentEntity, ProjectEntity } from '../../infrastructure/persistence/entities';
import { CompanyRepository } from '../../infrastructure/persistence/company.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';

export interface ProjectMoney {
  figures: ContractFigures;
  /** The deposit the project shows (paid, held for review or refunded), if any. */
  deposit: PaymentEntity | null;
}

/**
 * A project's figures as the money policy computes them now: the contract amount (the accepted proposal's price
 * or the confirmed new amount; the budget before a creator is chosen), the deposit that stayed in (before it is
 * paid: half the budget; nothing once refunded in full), and the company's fee terms.
 */
@Injectable()
export class ContractFiguresReader {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly companies: CompanyRepository,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  /** `contractCents` replaces the contract amount (a dispute settled for the creator's part of what was paid). */
  async read(project: ProjectEntity, manager?: EntityManager, contractCents?: number): Promise<ProjectMoney> {
    const [deposits, company] = await Promise.all([
      this.payments.findDeposits(project.id, ['paid', 'held_for_review', 'refunded'], manager),
      this.companies.standing(project.ownerId, manager),
    ]);
    const deposit = depositToShow(deposits);
    const depositCents = depositStayingIn(deposit, project.budgetCents);
    const terms = feeTermsFor(this.config.platformFeePercent, company, project.createdAt);
    const contract = contractCents ?? project.contractAmountCents ?? project.budgetCents;
    return { figures: contractFigures(contract, depositCents, terms), deposit };
  }
}
