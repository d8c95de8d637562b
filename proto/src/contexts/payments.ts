import { defineEvent } from '../event-definition';
import { DepositPaidSchema, DepositRefundedSchema, PaymentFailedSchema } from '../gen/clipwerk/payments/v1/events_pb';

export * from '../gen/clipwerk/payments/v1/events_pb';

/** Every event of the payments context. */
export const PaymentEvents = {
  DepositPaid: defineEvent('payments', 'deposit.paid', 1, DepositPaidSchema),
  PaymentFailed: defineEvent('payments', 'payment.failed', 1, PaymentFailedSchema),
  DepositRefunded: defineEvent('payments', 'deposit.refunded', 1, DepositRefundedSchema),
} as const;
