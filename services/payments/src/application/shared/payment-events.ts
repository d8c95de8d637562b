import type { Transaction } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import type { PaymentEntity } from '../../infrastructure/persistence/entities';

/** The one way each payments event is raised; all in the transaction of the state change. */
export async function publishDepositPaid(tx: Transaction, payment: PaymentEntity, paidAt: Date): Promise<void> {
  await tx.publish(
    PaymentEvents.DepositPaid,
    payment.projectId,
    {
      paymentId: payment.id,
      projectId: payment.projectId,
      ownerId: payment.ownerId,
      amountCents: BigInt(payment.amountCents),
      provider: payment.provider,
      method: payment.method,
      paidAt: paidAt.toISOString(),
    },
    payment.ownerId,
  );
}

export async function publishPaymentFailed(tx: Transaction, payment: PaymentEntity, reason: string): Promise<void> {
  await tx.publish(PaymentEvents.PaymentFailed, payment.projectId, {
    paymentId: payment.id,
    projectId: payment.projectId,
    kind: payment.kind,
    reason,
  });
}

export type RefundReason = 'project_cancelled' | 'provider_refund' | 'duplicate_payment' | 'amount_changed' | 'dispute_refund';

export async function publishDepositRefunded(
  tx: Transaction,
  payment: PaymentEntity,
  reason: RefundReason,
  refundedAt: Date,
): Promise<void> {
  await tx.publish(PaymentEvents.DepositRefunded, payment.projectId, {
    paymentId: payment.id,
    projectId: payment.projectId,
    ownerId: payment.ownerId,
    amountCents: BigInt(payment.amountCents),
    reason,
    refundedAt: refundedAt.toISOString(),
  });
}
