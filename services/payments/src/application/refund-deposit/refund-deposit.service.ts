import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from '@clipwerk/kit';
import { refundPosting } from '../../domain/ledger';
import { refundDelta } from '../../domain/payment';
import type { PaymentEntity } from '../../infrastructure/persistence/entities';
import { LedgerRepository } from '../../infrastructure/persistence/ledger.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { publishDepositRefunded, type RefundReason } from '../shared/payment-events';

/**
 * Money going back to the company (a deposit, or a final payment that was not needed). `refundThroughProvider` asks the provider first (project cancelled,
 * duplicate payment); `recordRefund` books what the provider already refunded (a Stripe refund made elsewhere).
 * Both take a payment row the caller has locked.
 */
@Injectable()
export class RefundDepositService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async refundThroughProvider(tx: Transaction, payment: PaymentEntity, reason: RefundReason): Promise<void> {
    const outstanding = payment.amountCents - payment.refundedCents;
    if (payment.status !== 'paid' || outstanding <= 0) return;
    // Inside the transaction that holds the payment's lock: a retry after a crash repeats the call, and the
    // provider's idempotency key (payment id + amount) turns that into the same refund.
    await this.provider.refund({ paymentId: payment.id, intentId: payment.intentId, amountCents: outstanding });
    await this.recordRefund(tx, payment, payment.amountCents, reason);
  }

  /** Books the refund up to `cumulativeRefundedCents`; announces DepositRefunded once fully refunded. */
  async recordRefund(
    tx: Transaction,
    payment: PaymentEntity,
    cumulativeRefundedCents: number,
    reason: RefundReason,
  ): Promise<void> {
    const { postCents, fullyRefunded } = refundDelta(payment, cumulativeRefundedCents);
    if (postCents === 0 && (!fullyRefunded || payment.status === 'refunded')) return;
    if (postCents > 0) await this.ledger.post(refundPosting(payment, postCents), tx.manager);
    payment.refundedCents += postCents;
    if (fullyRefunded) {
      payment.status = 'refunded';
      payment.refundedAt = new Date();
      if (payment.depositPaidPublished) await publishDepositRefunded(tx, payment, reason, payment.refundedAt);
    }
    await this.payments.update(
      payment.id,
      { refundedCents: payment.refundedCents, status: payment.status, refundedAt: payment.refundedAt },
      tx.manager,
    );
  }
}
