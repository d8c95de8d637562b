import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ProposalStatus } from '../../domain/proposal-status';
import type { CreatorEntity, ProjectEntity } from './projections.entities';

/** bigint columns come back from pg as strings; our amounts stay far below 2^53. */
const bigintToNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** One creator's offer for one project (unique per pair); the price in whole cents. */
@Entity('proposal')
export class ProposalEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'creator_id' })
  creatorId!: string;
  @Column({ type: 'text' })
  status!: ProposalStatus;
  @Column({ type: 'text' })
  motivation!: string;
  @Column({ type: 'text', default: '' })
  approach!: string;
  @Column({ type: 'bigint', name: 'price_cents', transformer: bigintToNumber })
  priceCents!: number;
  @Column({ type: 'int', name: 'delivery_time_days' })
  deliveryTimeInDays!: number;
  /** The 'Nieuw' badge shows until the owner has seen the proposals page. */
  @Column({ type: 'boolean', name: 'company_viewed', default: false })
  companyViewed!: boolean;
  @Column({ type: 'text', name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;
  @Column({ type: 'timestamptz', name: 'decided_at', nullable: true })
  decidedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;

  /** Joined for reading (not columns): the project and creator projections. */
  project?: ProjectEntity | null;
  creator?: CreatorEntity | null;
}
