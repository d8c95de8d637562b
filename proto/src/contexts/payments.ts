import { defineEvent } from '../event-definition';
import {
  DepositPaidSchema,
  DepositRefundedSchema,
  PaymentFailedSchema,
  PayoutAccountUpdatedSchema,
} from '../gen/clipwerk/payments/v1/events_pb';
import {
  ContractAmountSetSchema,
  FinalPaymentDueSchema,
  FinalPaymentOverdueSchema,
  FinalPaymentPaidSchema,
  FinalPaymentReminderSchema,
} from '../gen/clipwerk/payments/v1/final_payment_pb';
import {
  DisputeOpenedSchema,
  DisputeResolvedSchema,
  PayoutReleasedSchema,
  PayoutWaitingSchema,
} from '../gen/clipwerk/payments/v1/payout_pb';
import { DisputeAppealedSchema, DisputeDecidedSchema, DisputeStatementAddedSchema } from '../gen/clipwerk/payments/v1/dispute_pb';

export * from '../gen/clipwerk/payments/v1/events_pb';

/** Every event of the payments context. */
export const PaymentEvents = {
  DepositPaid: defineEvent('payments', 'deposit.paid', 1, DepositPaidSchema),
  PaymentFailed: defineEvent('payments', 'payment.failed', 1, PaymentFailedSchema),
  DepositRefunded: defineEvent('payments', 'deposit.refunded', 1, DepositRefundedSchema),
  PayoutAccountUpdated: defineEvent('payments', 'payout_account.updated', 1, PayoutAccountUpdatedSchema),
  // The final payment and the contract amount.
  ContractAmountSet: defineEvent('payments', 'contract.amount_set', 1, ContractAmountSetSchema),
  FinalPaymentPaid: defineEvent('payments', 'final_payment.paid', 1, FinalPaymentPaidSchema),
  // The final payment's due date and its reminders.
  FinalPaymentDue: defineEvent('payments', 'final_payment.due', 1, FinalPaymentDueSchema),
  FinalPaymentReminder: defineEvent('payments', 'final_payment.reminder', 1, FinalPaymentReminderSchema),
  FinalPaymentOverdue: defineEvent('payments', 'final_payment.overdue', 1, FinalPaymentOverdueSchema),
  // The release of the creator's share after the hold, and disputes.
  PayoutReleased: defineEvent('payments', 'payout.released', 1, PayoutReleasedSchema),
  PayoutWaiting: defineEvent('payments', 'payout.waiting', 1, PayoutWaitingSchema),
  DisputeOpened: defineEvent('payments', 'dispute.opened', 1, DisputeOpenedSchema),
  DisputeResolved: defineEvent('payments', 'dispute.resolved', 1, DisputeResolvedSchema),
  DisputeStatementAdded: defineEvent('payments', 'dispute.statement_added', 1, DisputeStatementAddedSchema),
  DisputeDecided: defineEvent('payments', 'dispute.decided', 1, DisputeDecidedSchema),
  DisputeAppealed: defineEvent('payments', 'dispute.appealed', 1, DisputeAppealedSchema),
} as const;

// The final payment and the contract amount (their own proto file).
export * from '../gen/clipwerk/payments/v1/final_payment_pb';

// The release of the creator's share and disputes (their own proto file).
export * from '../gen/clipwerk/payments/v1/payout_pb';

// The steps of a dispute between its opening and its final decision (their own proto file).
export * from '../gen/clipwerk/payments/v1/dispute_pb';
