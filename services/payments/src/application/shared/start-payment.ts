import { Inject, Injectable } from '@nestjs/common';
import { AppError, type Transaction } from '@clipwerk/kit';
import { createHash, randomUUID } from 'node:crypto';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { PaymentKind, PaymentMethod } from '../../domain/payment';
import type { ProjectEntity } from '../../infrastructure/persistence/entities';
import { IdempotencyRepository } from '../../infrastructure/persistence/idempotency.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { providerFailed } from './deposit-rules';

/** One half to charge: the amount is always computed by the caller from the money policy, never the client's. */
export interface ChargeRequest {
  project: ProjectEntity;
  callerId: string;
  kind: PaymentKind;
  amountCents: number;
}

export interface StartedCheckout {
  checkoutUrl: string;
  paymentId: string;
}

export interface CardPayment {
  paymentId: string;
  clientSecret: string;
  /** What the browser confirms the intent with (Stripe's publishable key); null on the simulated provider. */
  publishableKey: string | null;
  amountCents: number;
}

/**
 * How either half starts at the provider: a checkout address (iDEAL, or a card on the provider's page) or the
 * embedded card dialog's PaymentIntent. Deposit and final payment both go through here; callers hold the
 * project's row lock, so concurrent calls for one project are decided one after the other.
 */
@Injectable()
export class PaymentStarter {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly idempotency: IdempotencyRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * With an `Idempotency-Key`, a retried click replays the first answer instead of starting a second payment;
   * the same key for another request is refused (422).
   */
  async once<T>(
    tx: Transaction,
    claim: { callerId: string; key: string | undefined; scope: string; request: object },
    work: () => Promise<T>,
  ): Promise<T> {
    const { callerId, key, scope } = claim;
    if (!key) return work();
    const requestHash = createHash('sha256').update(JSON.stringify(claim.request)).digest('hex');
    const claimed = await this.idempotency.claim<T>(callerId, key, scope, requestHash, tx.manager);
    if (!claimed.claimed) {
      if (claimed.requestHash !== requestHash || !claimed.response) {
        throw new AppError(ErrorCodes.idempotencyKeyReused, Messages.idempotencyKeyReused, 422);
      }
      return claimed.response;
    }
    const result = await work();
    await this.idempotency.complete(callerId, key, result, tx.manager);
    return result;
  }

  async checkout(tx: Transaction, request: ChargeRequest & { method: PaymentMethod }): Promise<StartedCheckout> {
    const { project, callerId, kind, method, amountCents } = request;
    const paymentId = randomUUID();
    await this.payments.insert(
      { id: paymentId, projectId: project.id, ownerId: callerId, kind, method, provider: this.provider.name, amountCents },
      tx.manager,
    );
    const checkout = await this.provider
      .createCheckout({ paymentId, projectId: project.id, projectTitle: project.title, amountCents, method, kind })
      .catch((error: unknown) => {
        throw providerFailed(error);
      });
    await this.payments.recordProviderStart(
      paymentId,
      { checkoutSessionId: checkout.sessionId, checkoutUrl: checkout.checkoutUrl },
      tx.manager,
    );
    return { checkoutUrl: checkout.checkoutUrl, paymentId };
  }

  /** An open intent for the same half and amount is handed out again, so reopening the dialog never makes a second. */
  async cardIntent(tx: Transaction, request: ChargeRequest): Promise<CardPayment> {
    const { project, callerId, kind, amountCents } = request;
    const open = await this.payments.findOpenCard(project.id, kind, amountCents, tx.manager);
    if (open?.clientSecret && open.provider === this.provider.name) {
      return { paymentId: open.id, clientSecret: open.clientSecret, publishableKey: this.provider.publishableKey, amountCents };
    }
    const paymentId = randomUUID();
    await this.payments.insert(
      {
        id: paymentId,
        projectId: project.id,
        ownerId: callerId,
        kind,
        method: 'card',
        provider: this.provider.name,
        amountCents,
      },
      tx.manager,
    );
    const intent = await this.provider
      .createCardIntent({ paymentId, projectId: project.id, projectTitle: project.title, amountCents, method: 'card', kind })
      .catch((error: unknown) => {
        throw providerFailed(error);
      });
    await this.payments.recordProviderStart(
      paymentId,
      { intentId: intent.intentId, clientSecret: intent.clientSecret },
      tx.manager,
    );
    return { paymentId, clientSecret: intent.clientSecret, publishableKey: this.provider.publishableKey, amountCents };
  }
}
