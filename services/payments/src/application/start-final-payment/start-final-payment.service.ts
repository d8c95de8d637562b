import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { type FinalPaymentRefusal, finalPaymentRefusal, type PaymentMethod } from '../../domain/payment';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { ContractFiguresReader } from '../shared/contract-figures';
import { ProjectAccess } from '../shared/project-access';
import { PaymentStarter } from '../shared/start-payment';
import { SettleProjectService } from '../settle-project/settle-project.service';

export interface StartFinalPaymentCommand {
  callerId: string;
  projectId: string;
  method: PaymentMethod;
  idempotencyKey?: string;
}

/** iDEAL answers a checkout address, a card the dialog's client secret; nothing due settles at once. */
export interface StartedFinalPayment {
  paymentId: string | null;
  amountCents: number;
  checkoutUrl: string | null;
  clientSecret: string | null;
  publishableKey: string | null;
  /** True when the deposit already covered the contract amount: the project is settled, nothing to pay. */
  completed: boolean;
}

const REFUSALS: Record<FinalPaymentRefusal, () => AppError> = {
  already_paid: () => AppError.conflict(ErrorCodes.finalAlreadyPaid, Messages.finalAlreadyPaid),
  under_review: () => AppError.conflict(ErrorCodes.finalUnderReview, Messages.finalUnderReview),
  not_payable: () => AppError.conflict(ErrorCodes.finalNotPayable, Messages.finalNotPayable),
};

/**
 * Starts the final payment of an approved project: the contract amount minus the deposit that stayed in,
 * computed here, through the same start path as the deposit (checkout or card intent, Idempotency-Key).
 */
@Injectable()
export class StartFinalPaymentService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    private readonly figures: ContractFiguresReader,
    private readonly starter: PaymentStarter,
    private readonly settlement: SettleProjectService,
  ) {}

  execute(command: StartFinalPaymentCommand): Promise<StartedFinalPayment> {
    const { callerId, projectId, method, idempotencyKey: key } = command;
    return this.uow.run((tx) =>
      this.starter.once(tx, { callerId, key, scope: 'final', request: { projectId, method } }, async () => {
        const project = await this.access.ownedForUpdate(callerId, projectId, tx.manager);
        const blocking = await this.payments.findLatest(project.id, 'final', ['paid', 'held_for_review'], tx.manager);
        const refusal = finalPaymentRefusal(project.status, await this.settlement.isSettled(project.id, tx), blocking);
        if (refusal) throw REFUSALS[refusal]();

        const { figures } = await this.figures.read(project, tx.manager);
        const amountCents = figures.finalCents;
        if (amountCents === 0) {
          await this.settlement.settle(tx, project, null, new Date());
          return { paymentId: null, amountCents, checkoutUrl: null, clientSecret: null, publishableKey: null, completed: true };
        }
        const charge = { project, callerId, kind: 'final' as const, amountCents };
        if (method === 'card') {
          const card = await this.starter.cardIntent(tx, charge);
          const { paymentId, clientSecret, publishableKey } = card;
          return { paymentId, amountCents, checkoutUrl: null, clientSecret, publishableKey, completed: false };
        }
        const checkout = await this.starter.checkout(tx, { ...charge, method });
        return {
          paymentId: checkout.paymentId,
          amountCents,
          checkoutUrl: checkout.checkoutUrl,
          clientSecret: null,
          publishableKey: null,
          completed: false,
        };
      }),
    );
  }
}
