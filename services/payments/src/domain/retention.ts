/**
 * How long payments keeps what it holds. Invoices, ledger postings and the payments, settlements and payouts
 * behind them are kept seven years, the fiscal retention duty, each counted from the moment it was made (an
 * invoice from its issue, a posting from its booking, a project's money records from their last change); then
 * they are removed. Records of the provider's events and of repeated requests only stop a second effect: a year.
 */
export const FINANCIAL_RECORD_RETENTION = { years: 7 } as const;
export const PAYMENTS_LOG_RETENTION = { years: 1 } as const;
