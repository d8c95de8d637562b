import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PaymentKind, PaymentMethod, PaymentStatus, ProviderName } from '../../domain/payment';

/** bigint columns hold cents; they fit a JS number (safe up to 2^53), so read them as numbers. */
const cents = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** Payments' projection of a project (projects context events); the only project data payments reads. */
@Entity('project')
export class ProjectEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'text' })
  title!: string;
  @Column({ type: 'bigint', name: 'budget_cents', transformer: cents })
  budgetCents!: number;
  @Column({ type: 'text' })
  status!: string;
  @Column({ type: 'uuid', name: 'selected_creator_id', nullable: true })
  selectedCreatorId!: string | null;
  @Column({ type: 'bigint', name: 'contract_amount_cents', nullable: true, transformer: cents })
  contractAmountCents!: number | null;
  /** A new contract amount one party proposed and the other has not confirmed yet. */
  @Column({ type: 'bigint', name: 'proposed_amount_cents', nullable: true, transformer: cents })
  proposedAmountCents!: number | null;
  @Column({ type: 'uuid', name: 'proposed_by', nullable: true })
  proposedBy!: string | null;
  @Column({ type: 'timestamptz', name: 'proposed_at', nullable: true })
  proposedAt!: Date | null;
  /** The creator's first submitted delivery (DeliverySubmitted): from then on the company may open a dispute. */
  @Column({ type: 'timestamptz', name: 'first_submitted_at', nullable: true })
  firstSubmittedAt!: Date | null;
  /** When the final payment is due (set at approval), the next reminder to the company, and when the creator was told it is overdue. */
  @Column({ type: 'timestamptz', name: 'final_payment_due_at', nullable: true })
  finalPaymentDueAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'final_payment_reminder_at', nullable: true })
  finalPaymentReminderAt!: Date | null;
  @Column({ type: 'int', name: 'final_payment_reminders_sent', default: 0 })
  finalPaymentRemindersSent!: number;
  @Column({ type: 'timestamptz', name: 'final_payment_overdue_at', nullable: true })
  finalPaymentOverdueAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}

/** A completed project's money as settled: the figures computed at the final payment, kept as they were. */
@Entity('settlement')
export class SettlementEntity {
  @PrimaryColumn({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'final_payment_id', nullable: true })
  finalPaymentId!: string | null;
  @Column({ type: 'bigint', name: 'contract_cents', transformer: cents })
  contractCents!: number;
  @Column({ type: 'bigint', name: 'deposit_cents', transformer: cents })
  depositCents!: number;
  @Column({ type: 'bigint', name: 'final_cents', transformer: cents })
  finalCents!: number;
  @Column({ type: 'bigint', name: 'excess_refund_cents', transformer: cents })
  excessRefundCents!: number;
  @Column({ type: 'int', name: 'fee_percent' })
  feePercent!: number;
  @Column({ type: 'boolean', name: 'launch_offer' })
  launchOffer!: boolean;
  @Column({ type: 'bigint', name: 'fee_cents', transformer: cents })
  feeCents!: number;
  @Column({ type: 'bigint', name: 'creator_cents', transformer: cents })
  creatorCents!: number;
  @Column({ type: 'timestamptz', name: 'settled_at' })
  settledAt!: Date;
  @Column({ type: 'timestamptz', name: 'releasable_at' })
  releasableAt!: Date;
}

/** A company as identity registered it: when, for the launch offer's "first 100" and "3 months". */
@Entity('company')
export class CompanyEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'text', name: 'company_name' })
  companyName!: string;
  @Column({ type: 'timestamptz', name: 'registered_at' })
  registeredAt!: Date;
}

@Entity('payment')
export class PaymentEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'text' })
  kind!: PaymentKind;
  @Column({ type: 'text' })
  method!: PaymentMethod;
  @Column({ type: 'text' })
  provider!: ProviderName;
  @Column({ type: 'text' })
  status!: PaymentStatus;
  @Column({ type: 'bigint', name: 'amount_cents', transformer: cents })
  amountCents!: number;
  @Column({ type: 'bigint', name: 'refunded_cents', transformer: cents })
  refundedCents!: number;
  @Column({ type: 'text', name: 'checkout_session_id', nullable: true })
  checkoutSessionId!: string | null;
  @Column({ type: 'text', name: 'checkout_url', nullable: true })
  checkoutUrl!: string | null;
  @Column({ type: 'text', name: 'intent_id', nullable: true })
  intentId!: string | null;
  @Column({ type: 'text', name: 'client_secret', nullable: true })
  clientSecret!: string | null;
  @Column({ type: 'text', name: 'failure_reason', nullable: true })
  failureReason!: string | null;
  /** What the provider said it charged, when that differed from the amount (status `held_for_review`). */
  @Column({ type: 'bigint', name: 'received_amount_cents', nullable: true, transformer: cents })
  receivedAmountCents!: number | null;
  @Column({ type: 'text', name: 'received_currency', nullable: true })
  receivedCurrency!: string | null;
  /** The provider event that put the payment on hold, for the operator who reviews it. */
  @Column({ type: 'text', name: 'review_event_id', nullable: true })
  reviewEventId!: string | null;
  /** DepositPaid went out for this payment; only then does a refund announce DepositRefunded. */
  @Column({ type: 'boolean', name: 'deposit_paid_published' })
  depositPaidPublished!: boolean;
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
  @Column({ type: 'timestamptz', name: 'paid_at', nullable: true })
  paidAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'refunded_at', nullable: true })
  refundedAt!: Date | null;
}
