import { defineEvent } from '../event-definition';
import {
  DepositPaidSchema,
  DepositRefundedSchema,
  PaymentFailedSchema,
  PayoutAccountUpdatedSchema,
} from '../gen/clipwerk/payments/v1/events_pb';

export * from '../gen/clipwerk/payments/v1/events_pb';

/** Every event of the payments context. */
export const PaymentEvents = {
  DepositPaid: defineEvent('payments', 'deposit.paid', 1, DepositPaidSchema),
  PaymentFailed: defineEvent('payments', 'payment.failed', 1, PaymentFailedSchema),
  DepositRefunded: defineEvent('payments', 'deposit.refunded', 1, DepositRefundedSchema),
  PayoutAccountUpdated: defineEvent('payments', 'payout_account.updated', 1, PayoutAccountUpdatedSchema),
} as const;
