import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PartyRole } from '../../domain/conversation-rules';

/** What messaging knows of a user (name, role, picture), kept from identity's events. */
@Entity('party')
export class PartyEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'text' })
  role!: PartyRole;
  @Column({ type: 'text', default: '' })
  name!: string;
  @Column({ type: 'text', name: 'avatar_url', default: '' })
  avatarUrl!: string;
  /** Her account was deleted: her conversations stay readable, nobody starts a new one with her. */
  @Column({ type: 'boolean', default: false })
  deleted!: boolean;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}

/** What messaging knows of a project (owner, selected creator, title), kept from the projects context's events. */
@Entity('project')
export class ProjectEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'uuid', name: 'creator_id', nullable: true })
  creatorId!: string | null;
  @Column({ type: 'text', default: '' })
  title!: string;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}

/** A conversation between one company and one creator, about one project or about nothing in particular. */
@Entity('conversation')
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'company_id' })
  companyId!: string;
  @Column({ type: 'uuid', name: 'creator_id' })
  creatorId!: string;
  @Column({ type: 'uuid', name: 'project_id', nullable: true })
  projectId!: string | null;
  @Column({ type: 'uuid', name: 'started_by' })
  startedBy!: string;
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'last_activity_at' })
  lastActivityAt!: Date;
  /** The company's opening message, while the creator has not answered it and it is not counted yet. */
  @Column({ type: 'timestamptz', name: 'awaiting_reply_since', nullable: true })
  awaitingReplySince!: Date | null;
  /** Counted once in the creator's response rate (answered, or its day passed). */
  @Column({ type: 'boolean', name: 'reply_counted', default: false })
  replyCounted!: boolean;
}

/** A creator's response figures over every conversation counted so far. */
@Entity('creator_response')
export class CreatorResponseEntity {
  @PrimaryColumn({ type: 'uuid', name: 'creator_id' })
  creatorId!: string;
  @Column({ type: 'int', name: 'answered_in_time', default: 0 })
  answeredInTime!: number;
  @Column({ type: 'int', default: 0 })
  counted!: number;
}

/** One message; `read_at` is set when its recipient opened the conversation after it arrived. */
@Entity('message')
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'conversation_id' })
  conversationId!: string;
  @Column({ type: 'uuid', name: 'sender_id' })
  senderId!: string;
  @Column({ type: 'uuid', name: 'recipient_id' })
  recipientId!: string;
  @Column({ type: 'text' })
  content!: string;
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  attachments!: string[];
  @Column({ type: 'text', name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;
  @Column({ type: 'timestamptz', name: 'sent_at' })
  sentAt!: Date;
  @Column({ type: 'timestamptz', name: 'read_at', nullable: true })
  readAt!: Date | null;
}

/**
 * A file sent along with a message. Uploaded first (then only its uploader sees it), bound to the message that
 * names it when that message is stored; the bytes live in FILE_STORAGE under a random key.
 */
@Entity('message_attachment')
export class AttachmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'conversation_id' })
  conversationId!: string;
  @Column({ type: 'uuid', name: 'uploader_id' })
  uploaderId!: string;
  @Column({ type: 'uuid', name: 'message_id', nullable: true })
  messageId!: string | null;
  @Column({ type: 'text', name: 'original_name' })
  originalName!: string;
  @Column({ type: 'text', name: 'mime_type' })
  mimeType!: string;
  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  size!: number;
  @Column({ type: 'text', name: 'storage_key' })
  storageKey!: string;
  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
