import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { numericToNumber } from './transformers';

/**
 * What projects knows of a company, kept from identity's events (UserRegistered, ProfileUpdated): never read
 * from identity's tables. `test_account` decides the minimum budget.
 */
@Entity('company')
export class CompanyEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'text', default: '' })
  email!: string;
  @Column({ type: 'text', name: 'company_name', default: '' })
  companyName!: string;
  /** The company's profile picture, its logo; empty while it has none. */
  @Column({ type: 'text', name: 'logo_url', default: '' })
  logoUrl!: string;
  @Column({ type: 'boolean', name: 'test_account', default: false })
  testAccount!: boolean;
  /** Over the company's published ratings, as the rating publisher computed them; null without ratings. */
  @Column({ type: 'int', name: 'rating_count', default: 0 })
  ratingCount!: number;
  @Column({ type: 'numeric', name: 'average_rating', precision: 3, scale: 2, nullable: true, transformer: numericToNumber })
  averageRating!: number | null;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}

/** What projects shows of a creator (interested creators, selected creator), kept from identity's events. */
@Entity('creator')
export class CreatorEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'text', default: '' })
  name!: string;
  @Column({ type: 'text', default: '' })
  city!: string;
  @Column({ type: 'text', name: 'profile_picture_url', default: '' })
  profilePictureUrl!: string;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}

/** A creator who proposed on a project (from ProposalSubmitted): the detail page's "interested creators". */
@Entity('project_interest')
export class ProjectInterestEntity {
  @PrimaryColumn({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @PrimaryColumn({ type: 'uuid', name: 'creator_id' })
  creatorId!: string;
  @Column({ type: 'uuid', name: 'proposal_id' })
  proposalId!: string;
  /** The name the event carried, shown while the creator projection has not caught up. */
  @Column({ type: 'text', name: 'creator_name', default: '' })
  creatorName!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}

/** One visitor's view of a project on one day; the unique key makes the daily count exact under concurrency. */
@Entity('project_view')
export class ProjectViewEntity {
  @PrimaryColumn({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @PrimaryColumn({ type: 'date' })
  day!: string;
  @PrimaryColumn({ type: 'text' })
  visitor!: string;
}

/** An assignment a creator marked as favourite: one row per creator and project, so marking twice counts once. */
@Entity('project_favorite')
export class ProjectFavoriteEntity {
  @PrimaryColumn({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @PrimaryColumn({ type: 'uuid', name: 'creator_id' })
  creatorId!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
