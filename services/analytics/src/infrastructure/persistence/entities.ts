import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One user's facts of one day (UTC); every write adds to it, every read sums a range of it. */
@Entity('user_day')
export class UserDayEntity {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId!: string;
  @PrimaryColumn({ type: 'date' })
  day!: string;
  @Column({ type: 'bigint', default: 0 })
  views!: string;
  @Column({ type: 'int', default: 0 })
  published!: number;
  @Column({ type: 'int', default: 0 })
  completed!: number;
  @Column({ type: 'bigint', name: 'amount_cents', default: 0 })
  amountCents!: string;
  @Column({ type: 'int', name: 'rating_sum', default: 0 })
  ratingSum!: number;
  @Column({ type: 'int', name: 'rating_count', default: 0 })
  ratingCount!: number;
  @Column({ type: 'int', default: 0 })
  proposals!: number;
  @Column({ type: 'int', name: 'proposals_answered', default: 0 })
  proposalsAnswered!: number;
  @Column({ type: 'int', default: 0 })
  hires!: number;
  @Column({ type: 'int', name: 'hires_completed', default: 0 })
  hiresCompleted!: number;
}

/** What analytics knows of a project: its parties, title, milestones and lifetime interest. */
@Entity('project_fact')
export class ProjectFactEntity {
  @PrimaryColumn({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'uuid', name: 'creator_id', nullable: true })
  creatorId!: string | null;
  @Column({ type: 'text', default: '' })
  title!: string;
  @Column({ type: 'date', name: 'published_day', nullable: true })
  publishedDay!: string | null;
  @Column({ type: 'date', name: 'hired_day', nullable: true })
  hiredDay!: string | null;
  @Column({ type: 'date', name: 'completed_day', nullable: true })
  completedDay!: string | null;
  @Column({ type: 'boolean', default: false })
  cancelled!: boolean;
  /** The first day it was published, also when cancelled later; null when it never was. */
  @Column({ type: 'date', name: 'first_published_day', nullable: true })
  firstPublishedDay!: string | null;
  /** The first day it was approved or cancelled. */
  @Column({ type: 'date', name: 'ended_day', nullable: true })
  endedDay!: string | null;
  @Column({ type: 'bigint', default: 0 })
  views!: string;
  @Column({ type: 'int', default: 0 })
  proposals!: number;
}

/** One project's facts of one day, for the top performers. */
@Entity('project_day')
export class ProjectDayEntity {
  @PrimaryColumn({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @PrimaryColumn({ type: 'date' })
  day!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'uuid', name: 'creator_id', nullable: true })
  creatorId!: string | null;
  @Column({ type: 'bigint', default: 0 })
  views!: string;
  /** Views while a creator was hired: the ones that count for her. */
  @Column({ type: 'bigint', name: 'hired_views', default: 0 })
  hiredViews!: string;
  @Column({ type: 'bigint', name: 'spend_cents', default: 0 })
  spendCents!: string;
  @Column({ type: 'bigint', name: 'earnings_cents', default: 0 })
  earningsCents!: string;
}

/** A proposal, so its answer counts on the day it was sent. */
@Entity('proposal_fact')
export class ProposalFactEntity {
  @PrimaryColumn({ type: 'uuid', name: 'proposal_id' })
  proposalId!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'uuid', name: 'creator_id' })
  creatorId!: string;
  @Column({ type: 'date', name: 'submitted_day' })
  submittedDay!: string;
  @Column({ type: 'boolean', default: false })
  answered!: boolean;
}
