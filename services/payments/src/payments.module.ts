import { RetentionController } from './interface/http/retention.controller';
import { type DynamicModule, Module } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, retentionPurgeSchedule, serviceKit } from '@clipwerk/kit';
import { GetPaymentStatusService } from './application/get-payment-status/get-payment-status.service';
import { HandleStripeWebhookService } from './application/handle-stripe-webhook/handle-stripe-webhook.service';
import { InitializeCardPaymentService } from './application/initialize-card-payment/initialize-card-payment.service';
import { PAYOUT_ACCOUNT_USE_CASES } from './application/payout-account';
import { PAYMENT_PROVIDER } from './application/ports/payment-provider';
import { PAYOUT_ACCOUNT_PROVIDER } from './application/ports/payout-account-provider';
import { RecordProviderEventService } from './application/record-provider-event/record-provider-event.service';
import { RefundDepositService } from './application/refund-deposit/refund-deposit.service';
import { ChangeContractAmountService } from './application/change-contract-amount/change-contract-amount.service';
import { SettleProjectService } from './application/settle-project/settle-project.service';
import { ContractFiguresReader } from './application/shared/contract-figures';
import { ProjectAccess } from './application/shared/project-access';
import { PaymentStarter } from './application/shared/start-payment';
import { StartFinalPaymentService } from './application/start-final-payment/start-final-payment.service';
import { SimulatePaymentService } from './application/simulate-payment/simulate-payment.service';
import { StartDepositService } from './application/start-deposit/start-deposit.service';
import { INVOICE_ISSUER, PAYMENTS_CONFIG, type PaymentsConfig, readInvoiceIssuer, readPaymentsConfig } from './config';
import { PAYMENTS_ENTITIES, PAYMENTS_MIGRATIONS } from './infrastructure/persistence';
import { CompanyRepository } from './infrastructure/persistence/company.repository';
import { IdempotencyRepository } from './infrastructure/persistence/idempotency.repository';
import { LedgerRepository } from './infrastructure/persistence/ledger.repository';
import { PaymentRepository } from './infrastructure/persistence/payment.repository';
import { PayoutAccountRepository } from './infrastructure/persistence/payout-account.repository';
import { ProjectRepository } from './infrastructure/persistence/project.repository';
import { ProviderEventRepository } from './infrastructure/persistence/provider-event.repository';
import { SettlementRepository } from './infrastructure/persistence/settlement.repository';
import { SimulatedPayoutAccountProvider } from './infrastructure/providers/simulated-payout-account.provider';
import { SimulatedPaymentProvider } from './infrastructure/providers/simulated.provider';
import { StripePayoutAccountProvider } from './infrastructure/providers/stripe-connect';
import { StripePaymentProvider, createStripeClient } from './infrastructure/providers/stripe.provider';
import { StripeWebhooks } from './infrastructure/providers/stripe-webhooks';
import { PAYMENTS_SUBSCRIPTIONS } from './interface/events/subscriptions';
import { PaymentsController } from './interface/http/payments.controller';
// The release of the creator's share after the hold, and disputes.
import { DataSource } from 'typeorm';
import { DISPUTE_USE_CASES } from './application/disputes';
import { CLOCK, type Clock, systemClock } from './application/ports/clock';
import { TRANSFER_PROVIDER, type TransferProvider } from './application/ports/transfer-provider';
import { PurgeRetentionService } from './application/purge-retention/purge-retention.service';
import { FinalPaymentDeadlineJob } from './application/final-payment-deadline/final-payment-deadline.job';
import { FinalPaymentDeadlineService } from './application/final-payment-deadline/final-payment-deadline.service';
import { FinalPaymentDeadlineRepository } from './infrastructure/persistence/final-payment-deadline.repository';
import { ReleasePayoutsJob } from './application/release-payouts/release-payouts.job';
import { ReleasePayoutsService } from './application/release-payouts/release-payouts.service';
import { RecordPayoutEventService } from './application/record-payout-event/record-payout-event.service';
import { PayoutRepository } from './infrastructure/persistence/payout.repository';
import { RetentionRepository } from './infrastructure/persistence/retention.repository';
import { SimulatedTransferProvider } from './infrastructure/providers/simulated-transfer.provider';
import { StripeTransferProvider } from './infrastructure/providers/stripe-transfer.provider';
import { DisputesController } from './interface/http/disputes.controller';
import { DisputeRepository } from './infrastructure/persistence/dispute.repository';
import { PayoutAccountController } from './interface/http/payout-account.controller';
// Earnings and invoices
import { GetEarningsService } from './application/get-earnings/get-earnings.service';
import { IssueInvoicesService } from './application/invoices/issue-invoices.service';
import { ListInvoicesService } from './application/invoices/list-invoices.service';
import { InvoiceRepository } from './infrastructure/persistence/invoice.repository';
import { PartyRepository } from './infrastructure/persistence/party.repository';
import { InvoicesController } from './interface/http/invoices.controller';
import { EarningsRepository } from './infrastructure/persistence/earnings.repository';
import { AnalyticsEarningsController, EarningsController } from './interface/http/earnings.controller';
import { StripeWebhookRoute } from './interface/http/stripe-webhook.route';

const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * The payments context: deposits through Stripe or the simulated provider, the provider-event inbox, refunds,
 * creators' payout accounts, the double-entry ledger, and projections of projects and companies. Import it as is (configuration from the
 * environment) or through `forRoot(config)`.
 */
@Module({
  controllers: [
    RetentionController,
    PaymentsController,
    PayoutAccountController,
    DisputesController,
    EarningsController,
    AnalyticsEarningsController,
    InvoicesController,
  ],
  providers: [
    ...serviceKit({
      name: 'payments',
      entities: PAYMENTS_ENTITIES,
      migrations: PAYMENTS_MIGRATIONS,
      subscriptions: PAYMENTS_SUBSCRIPTIONS,
    }),
    { provide: PAYMENTS_CONFIG, useFactory: () => readPaymentsConfig() },
    // Which provider moves the money is decided here, nowhere else.
    {
      provide: STRIPE_CLIENT,
      inject: [PAYMENTS_CONFIG],
      useFactory: ({ stripe }: PaymentsConfig) => (stripe ? createStripeClient(stripe) : null),
    },
    {
      provide: PAYMENT_PROVIDER,
      inject: [STRIPE_CLIENT, PLATFORM_CONFIG, PAYMENTS_CONFIG],
      useFactory: (stripe: ReturnType<typeof createStripeClient> | null, platform: PlatformConfig, config: PaymentsConfig) =>
        stripe
          ? new StripePaymentProvider(stripe, platform.PUBLIC_URL, config.stripe?.publishableKey)
          : new SimulatedPaymentProvider(platform.PUBLIC_URL),
    },
    {
      provide: PAYOUT_ACCOUNT_PROVIDER,
      inject: [STRIPE_CLIENT, PLATFORM_CONFIG],
      useFactory: (stripe: ReturnType<typeof createStripeClient> | null, platform: PlatformConfig) =>
        stripe
          ? new StripePayoutAccountProvider(stripe, platform.PUBLIC_URL)
          : new SimulatedPayoutAccountProvider(platform.PUBLIC_URL),
    },
    {
      provide: StripeWebhooks,
      inject: [STRIPE_CLIENT, PAYMENTS_CONFIG],
      useFactory: (stripe: ReturnType<typeof createStripeClient> | null, { stripe: settings }: PaymentsConfig) =>
        stripe && settings
          ? new StripeWebhooks(stripe, [settings.webhookSecret, settings.connectWebhookSecret].filter(Boolean))
          : null,
    },
    // infrastructure
    ProjectRepository,
    CompanyRepository,
    PaymentRepository,
    LedgerRepository,
    ProviderEventRepository,
    IdempotencyRepository,
    SettlementRepository,
    PayoutAccountRepository,
    // use cases
    ProjectAccess,
    ContractFiguresReader,
    PaymentStarter,
    SettleProjectService,
    StartFinalPaymentService,
    ChangeContractAmountService,
    StartDepositService,
    InitializeCardPaymentService,
    GetPaymentStatusService,
    RecordProviderEventService,
    RefundDepositService,
    SimulatePaymentService,
    HandleStripeWebhookService,
    ...PAYOUT_ACCOUNT_USE_CASES,
    // earnings and invoices
    EarningsRepository,
    GetEarningsService,
    InvoiceRepository,
    PartyRepository,
    IssueInvoicesService,
    ListInvoicesService,
    { provide: INVOICE_ISSUER, useFactory: () => readInvoiceIssuer() },
    // interface
    StripeWebhookRoute,
    // The release of the creator's share after the hold, and disputes.
    { provide: CLOCK, useValue: systemClock },
    {
      provide: TRANSFER_PROVIDER,
      inject: [STRIPE_CLIENT, DataSource, CLOCK],
      useFactory: (stripe: ReturnType<typeof createStripeClient> | null, dataSource: DataSource, clock: Clock) =>
        stripe ? new StripeTransferProvider(stripe) : new SimulatedTransferProvider(dataSource, clock),
    },
    PayoutRepository,
    ReleasePayoutsService,
    ReleasePayoutsJob,
    DisputeRepository,
    ...DISPUTE_USE_CASES,
    FinalPaymentDeadlineRepository,
    FinalPaymentDeadlineService,
    FinalPaymentDeadlineJob,
    RecordPayoutEventService,
    // What outlived its retention period.
    RetentionRepository,
    PurgeRetentionService,
    retentionPurgeSchedule('payments.retention', PurgeRetentionService),
  ],
})
export class PaymentsModule {
  /**
   * Explicit configuration instead of the environment (tests, or a host that read it already); tests may also
   * hand in the clock and the transfer provider.
   */
  static forRoot(
    config: PaymentsConfig = readPaymentsConfig(),
    overrides: { clock?: Clock; transfers?: TransferProvider } = {},
  ): DynamicModule {
    return {
      module: PaymentsModule,
      providers: [
        { provide: PAYMENTS_CONFIG, useValue: config },
        ...(overrides.clock ? [{ provide: CLOCK, useValue: overrides.clock }] : []),
        ...(overrides.transfers ? [{ provide: TRANSFER_PROVIDER, useValue: overrides.transfers }] : []),
      ],
    };
  }
}
