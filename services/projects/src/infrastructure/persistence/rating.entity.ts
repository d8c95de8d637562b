import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One party's rating of the other after a completed project: hidden until published (double-blind). */
@Entity('project_rating')
export class RatingEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'author_id' })
  authorId!: string;
  /** The party who was rated. */
  @Column({ type: 'uuid', name: 'subject_id' })
  subjectId!: string;
  @Column({ type: 'smallint' })
  stars!: number;
  @Column({ type: 'text' })
  text!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  /** When the other party and every figure may see it; null while hidden. */
  @Column({ type: 'timestamptz', name: 'published_at', nullable: true })
  publishedAt!: Date | null;
  /** When the project completed: the rating window closes 14 days later. */
  @Column({ type: 'timestamptz', name: 'project_completed_at' })
  projectCompletedAt!: Date;
}
