import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** bigint columns come back from pg as strings. */
const bigintToNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * What proposals knows of a project, kept from the projects context's events (never read from its tables).
 * Its row is also the lock that lets one acceptance per project win.
 */
@Entity('project')
export class ProjectEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'text' })
  status!: string;
  @Column({ type: 'text', default: '' })
  title!: string;
  @Column({ type: 'bigint', name: 'budget_cents', default: 0, transformer: bigintToNumber })
  budgetCents!: number;
  @Column({ type: 'timestamptz', nullable: true })
  deadline!: Date | null;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}

/** What a proposal card shows of its creator, kept from identity's events. */
@Entity('creator')
export class CreatorEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'text', default: '' })
  name!: string;
  @Column({ type: 'text', default: '' })
  bio!: string;
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  niches!: string[];
  @Column({ type: 'text', default: '' })
  city!: string;
  @Column({ type: 'text', name: 'profile_picture_url', default: '' })
  profilePictureUrl!: string;
  /** Waits for a ProjectCompleted event of the projects context. */
  @Column({ type: 'int', name: 'completed_projects', default: 0 })
  completedProjects!: number;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
