import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { depositFor } from '../../domain/money';
import { DEPOSIT_BLOCKING_STATES } from '../../domain/payment';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { assertDepositPayable } from '../shared/deposit-rules';
import { ProjectAccess } from '../shared/project-access';
import { PaymentStarter } from '../shared/start-payment';
import type { StartDepositCommand, StartedDeposit } from './start-deposit.command';

/**
 * Starts a deposit payment: the deposit share of the budget, computed here; a checkout address from the provider. With an
 * `Idempotency-Key`, a retried click replays the first answer instead of creating a second payment.
 */
@Injectable()
export class StartDepositService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    private readonly starter: PaymentStarter,
  ) {}

  execute(command: StartDepositCommand): Promise<StartedDeposit> {
    const { callerId, projectId, method, idempotencyKey: key } = command;
    return this.uow.run((tx) =>
      this.starter.once(tx, { callerId, key, scope: 'deposit', request: { projectId, method } }, async () => {
        const project = await this.access.ownedForUpdate(callerId, projectId, tx.manager);
        assertDepositPayable(project, await this.payments.findDeposit(project.id, [...DEPOSIT_BLOCKING_STATES], tx.manager));
        const amountCents = depositFor(project.budgetCents);
        return this.starter.checkout(tx, { project, callerId, kind: 'deposit', method, amountCents });
      }),
    );
  }
}
