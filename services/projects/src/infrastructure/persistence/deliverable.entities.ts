import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CommentRole } from '../../domain/comments';
import type { DeliverableStatus, FileKind, ReviewType, TimedComment } from '../../domain/deliverables';
import { bigintToNumber } from './transformers';

/** One thing the creator delivers for a project (a video, a photo set), in the project's lifecycle. */
@Entity('deliverable')
export class DeliverableEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'text' })
  title!: string;
  @Column({ type: 'text', default: '' })
  description!: string;
  @Column({ type: 'text', default: 'deliverable' })
  type!: string;
  @Column({ type: 'text', default: 'pending' })
  status!: DeliverableStatus;
  @Column({ type: 'timestamptz', name: 'uploaded_at', nullable: true })
  uploadedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}

/** One uploaded version of a deliverable; the bytes live in FILE_STORAGE under a random key. */
@Entity('deliverable_file')
export class DeliverableFileEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'deliverable_id' })
  deliverableId!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'text', name: 'storage_key' })
  storageKey!: string;
  @Column({ type: 'text', name: 'original_name' })
  originalName!: string;
  @Column({ type: 'text', name: 'mime_type' })
  mimeType!: string;
  @Column({ type: 'bigint', transformer: bigintToNumber })
  size!: number;
  @Column({ type: 'text' })
  kind!: FileKind;
  @Column({ type: 'int' })
  version!: number;
  /** The poster frame's key in FILE_STORAGE; null until the uploader's browser sent one. */
  @Column({ type: 'text', name: 'poster_key', nullable: true })
  posterKey!: string | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}

/** The owner's verdict on a deliverable, with comments at moments of the video. */
@Entity('deliverable_review')
export class DeliverableReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'deliverable_id' })
  deliverableId!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'reviewer_id' })
  reviewerId!: string;
  @Column({ type: 'text', name: 'review_type' })
  reviewType!: ReviewType;
  @Column({ type: 'text', default: '' })
  feedback!: string;
  @Column({ type: 'jsonb', default: () => `'[]'` })
  comments!: TimedComment[];
  @CreateDateColumn({ type: 'timestamptz', name: 'reviewed_at' })
  reviewedAt!: Date;
}

/** A party's comment at a moment of one version; an answer points at the comment it answers. */
@Entity('deliverable_comment')
export class DeliverableCommentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'project_id' })
  projectId!: string;
  @Column({ type: 'uuid', name: 'deliverable_id' })
  deliverableId!: string;
  @Column({ type: 'uuid', name: 'file_id' })
  fileId!: string;
  @Column({ type: 'uuid', name: 'reply_to', nullable: true })
  replyTo!: string | null;
  @Column({ type: 'uuid', name: 'author_id' })
  authorId!: string;
  @Column({ type: 'text', name: 'author_role' })
  authorRole!: CommentRole;
  @Column({ type: 'int', name: 'at_ms' })
  atMs!: number;
  @Column({ type: 'text' })
  text!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'resolved_at', nullable: true })
  resolvedAt!: Date | null;
}
