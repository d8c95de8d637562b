import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BudgetType, Category } from '../../domain/catalog';
import type { ProjectStatus } from '../../domain/project-status';
import type { ContentType } from '../../domain/catalog';
import type { Deliverable, DosAndDonts, ProductInfo, Timeline } from '../../domain/project-rules';
import type { CompanyEntity, CreatorEntity } from './projections.entities';
import { bigintToNumber } from './transformers';

/** One assignment of a company. Amounts in whole cents; `search_document` is generated in SQL. */
@Entity('project')
export class ProjectEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'text' })
  status!: ProjectStatus;
  @Column({ type: 'text' })
  title!: string;
  @Column({ type: 'text' })
  description!: string;
  @Column({ type: 'text' })
  category!: Category;
  @Column({ type: 'text', name: 'content_type' })
  contentType!: ContentType;
  @Column({ type: 'text', array: true, name: 'content_format', default: () => `'{}'` })
  contentFormat!: string[];
  @Column({ type: 'text', array: true, name: 'content_requirements', default: () => `'{}'` })
  contentRequirements!: string[];
  @Column({ type: 'jsonb', default: () => `'[]'` })
  deliverables!: Deliverable[];
  @Column({ type: 'bigint', name: 'budget_cents', transformer: bigintToNumber })
  budgetCents!: number;
  @Column({ type: 'text', name: 'budget_type', default: 'fixed' })
  budgetType!: BudgetType;
  @Column({ type: 'timestamptz' })
  deadline!: Date;
  @Column({ type: 'text', default: '' })
  location!: string;
  @Column({ type: 'text', name: 'preferred_creator_type', default: '' })
  preferredCreatorType!: string;
  @Column({ type: 'text', name: 'special_requirements', default: '' })
  specialRequirements!: string;
  @Column({ type: 'text', name: 'target_audience', default: '' })
  targetAudience!: string;
  @Column({ type: 'text', default: '' })
  industry!: string;
  @Column({ type: 'text', default: '' })
  requirements!: string;
  @Column({ type: 'jsonb', default: () => `'{}'` })
  timeline!: Timeline;
  @Column({ type: 'text', name: 'desired_country', default: 'Nederland' })
  desiredCountry!: string;
  /** Null when the company described no product. */
  @Column({ type: 'jsonb', name: 'product_info', nullable: true })
  productInfo!: ProductInfo | null;
  @Column({ type: 'jsonb', name: 'dos_and_donts', default: () => `'{"dos": [], "donts": []}'` })
  dosAndDonts!: DosAndDonts;

  @Column({ type: 'int', default: 0 })
  views!: number;
  @Column({ type: 'int', name: 'proposal_count', default: 0 })
  proposalCount!: number;
  @Column({ type: 'int', default: 0 })
  favorites!: number;

  /** Set by DepositPaid; from then on the budget is fixed (the deposit was computed from it). */
  @Column({ type: 'timestamptz', name: 'deposit_paid_at', nullable: true })
  depositPaidAt!: Date | null;
  @Column({ type: 'bigint', name: 'deposit_paid_cents', default: 0, transformer: bigintToNumber })
  depositPaidCents!: number;
  @Column({ type: 'uuid', name: 'selected_creator_id', nullable: true })
  selectedCreatorId!: string | null;
  @Column({ type: 'uuid', name: 'accepted_proposal_id', nullable: true })
  acceptedProposalId!: string | null;
  /** The accepted proposal's price. */
  @Column({ type: 'bigint', name: 'contract_amount_cents', nullable: true, transformer: bigintToNumber })
  contractAmountCents!: number | null;

  /** Revision rounds the owner asked so far (two are included). */
  @Column({ type: 'int', name: 'revision_rounds', default: 0 })
  revisionRounds!: number;
  /** Finished files may be downloaded only once the final payment is in; set by FinalPaymentPaid alone. */
  @Column({ type: 'boolean', name: 'final_payment_completed', default: false })
  finalPaymentCompleted!: boolean;
  /** The creator's share and the platform's fee of the contract amount, as payments computed them. */
  @Column({ type: 'bigint', name: 'creator_share_cents', nullable: true, transformer: bigintToNumber })
  creatorShareCents!: number | null;
  @Column({ type: 'bigint', name: 'platform_fee_cents', nullable: true, transformer: bigintToNumber })
  platformFeeCents!: number | null;
  @Column({ type: 'timestamptz', name: 'completed_at', nullable: true })
  completedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'published_at', nullable: true })
  publishedAt!: Date | null;

  /** The timeline: when the project last entered each status of the flow after hiring (work started: the first time). */
  @Column({ type: 'timestamptz', name: 'creator_selected_at', nullable: true })
  creatorSelectedAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'started_at', nullable: true })
  startedAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'delivered_at', nullable: true })
  deliveredAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'review_started_at', nullable: true })
  reviewStartedAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'revision_requested_at', nullable: true })
  revisionRequestedAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'approved_at', nullable: true })
  approvedAt!: Date | null;
  /** Why the delivery was approved without the company (its review window ended); null for her own approval. */
  @Column({ type: 'text', name: 'approval_reason', nullable: true })
  approvalReason!: string | null;

  /** Deadlines: the accepted proposal's delivery date, the review window of the current delivery, the final payment's due date (payments'). */
  @Column({ type: 'timestamptz', name: 'delivery_due_at', nullable: true })
  deliveryDueAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'review_due_at', nullable: true })
  reviewDueAt!: Date | null;
  /** When the next review reminder is due (null: none left) and how many were sent for this delivery. */
  @Column({ type: 'timestamptz', name: 'review_reminder_at', nullable: true })
  reviewReminderAt!: Date | null;
  @Column({ type: 'int', name: 'review_reminders_sent', default: 0 })
  reviewRemindersSent!: number;
  @Column({ type: 'timestamptz', name: 'final_payment_due_at', nullable: true })
  finalPaymentDueAt!: Date | null;
  /** When the creator or the company deleted her account; from then on she is no party to the project. */
  @Column({ type: 'timestamptz', name: 'creator_left_at', nullable: true })
  creatorLeftAt!: Date | null;
  @Column({ type: 'timestamptz', name: 'owner_left_at', nullable: true })
  ownerLeftAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;

  /** Joined for reading (not columns): the owner's company and the selected creator, from the projections. */
  company?: CompanyEntity | null;
  selectedCreator?: CreatorEntity | null;
}
