import type { PaymentStatus } from '../../application/get-payment-status/get-payment-status.service';
import { toEuros } from '../../domain/money';
import { displayStatus } from '../../domain/payment';
import type { PaymentEntity } from '../../infrastructure/persistence/entities';

/** A project's payment status in both readings the client uses (flat fields and deposit/final objects), in euros. */
export function paymentStatus(status: PaymentStatus) {
  const deposit = status.deposit.payment;
  const final = status.final.payment;
  return {
    depositPaymentCompleted: deposit?.status === 'paid',
    finalPaymentCompleted: final?.status === 'paid',
    depositPaymentDate: deposit?.status === 'paid' ? deposit.paidAt : null,
    finalPaymentDate: final?.status === 'paid' ? final.paidAt : null,
    totalAmount: toEuros(status.totalCents),
    depositAmount: toEuros(status.deposit.amountCents),
    finalAmount: toEuros(status.final.amountCents),
    deposit: { amount: toEuros(status.deposit.amountCents), status: displayStatus(deposit?.status) },
    final: { amount: toEuros(status.final.amountCents), status: displayStatus(final?.status) },
    // The fee and launch offer come from here: screens show these figures, never their own arithmetic.
    fee: {
      percentage: status.fee.feePercent,
      launchOffer: status.fee.launchOffer,
      platformFee: toEuros(status.fee.feeCents),
      creatorAmount: toEuros(status.fee.creatorCents),
    },
  };
}

export function paymentHistoryItem(payment: PaymentEntity) {
  return {
    id: payment.id,
    type: payment.kind,
    status: payment.status,
    amount: toEuros(payment.amountCents),
    refundedAmount: toEuros(payment.refundedCents),
    method: payment.method,
    provider: payment.provider,
    createdAt: payment.createdAt,
    paidAt: payment.paidAt,
    refundedAt: payment.refundedAt,
  };
}
