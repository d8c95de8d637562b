import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { randomUUID } from 'node:crypto';
import { depositFor } from '../../domain/money';
import { DEPOSIT_BLOCKING_STATES } from '../../domain/payment';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { assertDepositPayable, providerFailed } from '../shared/deposit-rules';
import { ProjectAccess } from '../shared/project-access';

export interface CardPayment {
  paymentId: string;
  clientSecret: string;
  amountCents: number;
}

/**
 * The embedded card dialog's PaymentIntent for the deposit. An open one for the same amount is handed out
 * again, so reopening the dialog never creates a second intent (the project row lock serialises callers).
 */
@Injectable()
export class InitializeCardPaymentService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  execute(callerId: string, projectId: string): Promise<CardPayment> {
    return this.uow.run(async (tx) => {
      const project = await this.access.ownedForUpdate(callerId, projectId, tx.manager);
      assertDepositPayable(project, await this.payments.findDeposit(project.id, [...DEPOSIT_BLOCKING_STATES], tx.manager));
      const amountCents = depositFor(project.budgetCents);

      const open = await this.payments.findOpenCardDeposit(project.id, amountCents, tx.manager);
      if (open?.clientSecret && open.provider === this.provider.name) {
        return { paymentId: open.id, clientSecret: open.clientSecret, amountCents };
      }
      const paymentId = randomUUID();
      await this.payments.insert(
        {
          id: paymentId,
          projectId,
          ownerId: callerId,
          kind: 'deposit',
          method: 'card',
          provider: this.provider.name,
          amountCents,
        },
        tx.manager,
      );
      const intent = await this.provider
        .createCardIntent({ paymentId, projectId, projectTitle: project.title, amountCents, method: 'card' })
        .catch((error: unknown) => {
          throw providerFailed(error);
        });
      await this.payments.update(paymentId, { intentId: intent.intentId, clientSecret: intent.clientSecret }, tx.manager);
      return { paymentId, clientSecret: intent.clientSecret, amountCents };
    });
  }
}
