import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { NoticeType } from '../../domain/notice-rules';

/** Who a user is for a greeting and an address, kept from identity's events. */
@Entity('party')
export class PartyEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;
  @Column({ type: 'text', default: '' })
  name!: string;
  @Column({ type: 'text', default: '' })
  email!: string;
  /** A deleted account gets no mail. */
  @Column({ type: 'boolean', default: false })
  deleted!: boolean;
}

/** A project's title and parties, kept from the projects context's events. */
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
}

/** One notice for one user: what the bell lists. */
@Entity('notification')
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;
  @Column({ type: 'text' })
  type!: NoticeType;
  @Column({ type: 'text' })
  message!: string;
  @Column({ type: 'jsonb', default: () => `'{}'` })
  data!: Record<string, string>;
  /** The path where the user acts on it (NOTICE_LINKS). */
  @Column({ type: 'text' })
  link!: string;
  /** The user the text names (who proposed, who wrote), and the name it gives her; null when it names nobody. */
  @Column({ type: 'uuid', name: 'actor_id', nullable: true })
  actorId!: string | null;
  @Column({ type: 'text', name: 'actor_name', default: '' })
  actorName!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'read_at', nullable: true })
  readAt!: Date | null;
}

/** A user's e-mail switches; absent kinds are on. */
@Entity('email_preference')
export class EmailPreferenceEntity {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId!: string;
  @Column({ type: 'jsonb', default: () => `'{}'` })
  email!: Record<string, boolean>;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * An e-mail to send: written in the transaction that decided it (so a redelivered event writes none twice) and
 * sent by the mail job, which retries on an SMTP failure.
 */
@Entity('mail')
export class MailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'text', name: 'to_address' })
  to!: string;
  @Column({ type: 'text' })
  subject!: string;
  @Column({ type: 'text' })
  text!: string;
  @Column({ type: 'text' })
  html!: string;
  /** The one-click unsubscribe address (List-Unsubscribe); empty for mails one cannot switch off. */
  @Column({ type: 'text', name: 'unsubscribe_url', default: '' })
  unsubscribeUrl!: string;
  /** The user the text names (who proposed, who wrote), and the name it gives her; null when it names nobody. */
  @Column({ type: 'uuid', name: 'actor_id', nullable: true })
  actorId!: string | null;
  @Column({ type: 'text', name: 'actor_name', default: '' })
  actorName!: string;
  @Column({ type: 'text', default: 'pending' })
  status!: MailStatus;
  @Column({ type: 'int', default: 0 })
  attempts!: number;
  @Column({ type: 'timestamptz', name: 'next_attempt_at', default: () => 'now()' })
  nextAttemptAt!: Date;
  @Column({ type: 'text', name: 'last_error', default: '' })
  lastError!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'sent_at', nullable: true })
  sentAt!: Date | null;
}

/**
 * A reminder to mail: one per user and conversation while she has unread messages there, due a quarter of an hour
 * after the first of them; reading the conversation removes it.
 */
@Entity('unread_reminder')
export class UnreadReminderEntity {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId!: string;
  @PrimaryColumn({ type: 'uuid', name: 'conversation_id' })
  conversationId!: string;
  @Column({ type: 'text', name: 'sender_name', default: '' })
  senderName!: string;
  @Column({ type: 'timestamptz', name: 'first_unread_at' })
  firstUnreadAt!: Date;
  @Column({ type: 'timestamptz', name: 'due_at' })
  dueAt!: Date;
}
