import {
  Column,
  CreateDateColumn,
  Entity,
  type MigrationInterface,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type QueryRunner,
} from 'typeorm';

/** An event waiting to be published; written in the same transaction as the state change it describes. */
@Entity('outbox_message')
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;
  @Column({ type: 'uuid', name: 'event_id', unique: true })
  eventId!: string;
  @Column({ type: 'text' })
  type!: string;
  @Column({ type: 'text' })
  topic!: string;
  @Column({ type: 'text', name: 'aggregate_id' })
  aggregateId!: string;
  /** The encoded EventEnvelope, exactly as it goes on the wire. */
  @Column({ type: 'bytea' })
  envelope!: Buffer;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'published_at', nullable: true })
  publishedAt!: Date | null;
  @Column({ type: 'int', default: 0 })
  attempts!: number;
  @Column({ type: 'text', name: 'last_error', nullable: true })
  lastError!: string | null;
}

/** A consumed event, recorded in the same transaction as its effect so a redelivery is a no-op. */
@Entity('inbox_message')
export class InboxMessage {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;
  @PrimaryColumn({ type: 'uuid', name: 'event_id' })
  eventId!: string;
  @Column({ type: 'text' })
  type!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'processed_at' })
  processedAt!: Date;
}

/** An event this service could not handle after its retries; kept for operators to inspect and replay. */
@Entity('dead_letter_message')
export class DeadLetterMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;
  @Column({ type: 'text' })
  consumer!: string;
  @Column({ type: 'uuid', name: 'event_id' })
  eventId!: string;
  @Column({ type: 'text' })
  type!: string;
  @Column({ type: 'text' })
  topic!: string;
  @Column({ type: 'bytea' })
  envelope!: Buffer;
  @Column({ type: 'text' })
  error!: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'failed_at' })
  failedAt!: Date;
}

export const EVENT_TABLE_ENTITIES = [OutboxMessage, InboxMessage, DeadLetterMessage];

/** The kit's own tables, added to every service's migrations ahead of the service's. */
export class CreateEventTables1763800000000 implements MigrationInterface {
  name = 'CreateEventTables1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE outbox_message (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        topic text NOT NULL,
        aggregate_id text NOT NULL,
        envelope bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        last_error text
      )`);
    await runner.query(`CREATE INDEX outbox_message_unpublished ON outbox_message (id) WHERE published_at IS NULL`);
    await runner.query(`
      CREATE TABLE inbox_message (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
    await runner.query(`
      CREATE TABLE dead_letter_message (
        id bigserial PRIMARY KEY,
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        topic text NOT NULL,
        envelope bytea NOT NULL,
        error text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE dead_letter_message');
    await runner.query('DROP TABLE inbox_message');
    await runner.query('DROP TABLE outbox_message');
  }
}
