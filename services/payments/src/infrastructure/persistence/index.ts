import { CompanyEntity, PaymentEntity, ProjectEntity, SettlementEntity } from './entities';
import { CreatePaymentsTables1764100000000 } from './migrations/1764100000000-create-payments-tables';
import { KeepEarlyRefundsAsPendingProviderEvents1764200000000 } from './migrations/1764200000000-keep-early-refunds-as-pending-provider-events';
import { HoldPaymentsForReview1764200000001 } from './migrations/1764200000001-hold-payments-for-review';
import { FinalPaymentAndSettlement1764300000000 } from './migrations/1764300000000-final-payment-and-settlement';
import { CreatePayoutAccount1764300000001 } from './migrations/1764300000001-create-payout-account';
import { CreatePayouts1764400000000 } from './migrations/1764400000000-create-payouts';
import { SettlementCreatorForEarnings1764500000000 } from './migrations/1764500000000-settlement-creator-for-earnings';
import { CreateInvoices1764500000001 } from './migrations/1764500000001-create-invoices';
import { FirstTransferAttempt1764600000000 } from './migrations/1764600000000-first-transfer-attempt';
import { DepositCreditNotes1764600000001 } from './migrations/1764600000001-deposit-credit-notes';
import { LedgerPurgeAfterRetention1764700000000 } from './migrations/1764700000000-ledger-purge-after-retention';
import { DisputesDesk1764800000063 } from './migrations/1764800000063-disputes-desk';
import { FinalPaymentDeadline1764810000000 } from './migrations/1764810000000-final-payment-deadline';
import { EvidenceFiles1764820000065 } from './migrations/1764820000065-evidence-files';

export { CompanyEntity, PaymentEntity, ProjectEntity, SettlementEntity };

export const PAYMENTS_ENTITIES = [ProjectEntity, CompanyEntity, PaymentEntity, SettlementEntity];
/** In order; a new migration is appended, never edited once released. */
export const PAYMENTS_MIGRATIONS = [
  CreatePaymentsTables1764100000000,
  KeepEarlyRefundsAsPendingProviderEvents1764200000000,
  HoldPaymentsForReview1764200000001,
  FinalPaymentAndSettlement1764300000000,
  CreatePayoutAccount1764300000001,
  CreatePayouts1764400000000,
  SettlementCreatorForEarnings1764500000000,
  CreateInvoices1764500000001,
  FirstTransferAttempt1764600000000,
  DepositCreditNotes1764600000001,
  LedgerPurgeAfterRetention1764700000000,
  DisputesDesk1764800000063,
  FinalPaymentDeadline1764810000000,
  EvidenceFiles1764820000065,
];
