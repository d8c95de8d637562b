import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { depositFor } from '../../domain/money';
import { DEPOSIT_BLOCKING_STATES } from '../../domain/payment';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { assertDepositPayable } from '../shared/deposit-rules';
import { ProjectAccess } from '../shared/project-access';
import { type CardPayment, PaymentStarter } from '../shared/start-payment';

export type { CardPayment } from '../shared/start-payment';

/** The embedded card dialog's PaymentIntent for the deposit (an open one is handed out again). */
@Injectable()
export class InitializeCardPaymentService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    private readonly starter: PaymentStarter,
  ) {}

  execute(callerId: string, projectId: string): Promise<CardPayment> {
    return this.uow.run(async (tx) => {
      const project = await this.access.ownedForUpdate(callerId, projectId, tx.manager);
      assertDepositPayable(project, await this.payments.findDeposit(project.id, [...DEPOSIT_BLOCKING_STATES], tx.manager));
      return this.starter.cardIntent(tx, { project, callerId, kind: 'deposit', amountCents: depositFor(project.budgetCents) });
    });
  }
}
