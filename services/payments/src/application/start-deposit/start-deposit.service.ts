import { Inject, Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { createHash, randomUUID } from 'node:crypto';
import { ErrorCodes, Messages } from '../../domain/messages';
import { depositFor } from '../../domain/money';
import { DEPOSIT_BLOCKING_STATES } from '../../domain/payment';
import { IdempotencyRepository } from '../../infrastructure/persistence/idempotency.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { assertDepositPayable, providerFailed } from '../shared/deposit-rules';
import { ProjectAccess } from '../shared/project-access';
import type { StartDepositCommand, StartedDeposit } from './start-deposit.command';

/**
 * Starts a deposit payment: 50% of the budget, computed here; a checkout address from the provider. With an
 * `Idempotency-Key`, a retried click replays the first answer instead of creating a second payment.
 */
@Injectable()
export class StartDepositService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    private readonly idempotency: IdempotencyRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  execute(command: StartDepositCommand): Promise<StartedDeposit> {
    const { callerId, projectId, method, idempotencyKey: key } = command;
    return this.uow.run(async (tx) => {
      if (key) {
        const requestHash = createHash('sha256').update(JSON.stringify({ projectId, method })).digest('hex');
        const claim = await this.idempotency.claim<StartedDeposit>(callerId, key, 'deposit', requestHash, tx.manager);
        if (!claim.claimed) {
          if (claim.requestHash !== requestHash || !claim.response) {
            throw new AppError(ErrorCodes.idempotencyKeyReused, Messages.idempotencyKeyReused, 422);
          }
          return claim.response;
        }
      }
      const project = await this.access.ownedForUpdate(callerId, projectId, tx.manager);
      assertDepositPayable(project, await this.payments.findDeposit(project.id, [...DEPOSIT_BLOCKING_STATES], tx.manager));

      const paymentId = randomUUID();
      const amountCents = depositFor(project.budgetCents);
      await this.payments.insert(
        { id: paymentId, projectId, ownerId: callerId, kind: 'deposit', method, provider: this.provider.name, amountCents },
        tx.manager,
      );
      const checkout = await this.provider
        .createCheckout({ paymentId, projectId, projectTitle: project.title, amountCents, method })
        .catch((error: unknown) => {
          throw providerFailed(error);
        });
      await this.payments.update(
        paymentId,
        { checkoutSessionId: checkout.sessionId, checkoutUrl: checkout.checkoutUrl },
        tx.manager,
      );

      const result: StartedDeposit = { checkoutUrl: checkout.checkoutUrl, paymentId };
      if (key) await this.idempotency.complete(callerId, key, result, tx.manager);
      return result;
    });
  }
}
