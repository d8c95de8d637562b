import { Pool } from 'pg';
import { keptPool } from '../database/kept-pool';
import { PreparedStatements } from '../database/prepared-statements';
import { createLogger } from '../logging/logger';
import type { BusMessage } from './envelope';
import type { BusSubscription, EventBus, RelayPass } from './event-bus';

export interface InProcessBusOptions {
  databaseUrl: string;
  /** The fallback when a wake-up is missed; new messages normally wake the groups at once. */
  pollIntervalMs?: number;
  batchSize?: number;
  maxBackoffMs?: number;
}

/** The log's tables live in a schema of their own: the bus's, not any service's. */
const SCHEMA = 'event_log';
const APPEND_LOCK = 'clipwerk:event-log:append';
/** Aggregates a group handles at the same time; each handler takes a connection from its service's pool of ten. */
const KEYS_AT_ONCE = 4;

/**
 * The embedded topology's bus: a log in PostgreSQL that behaves like the Kafka topics it stands in for. `publish`
 * appends durably; each consumer group reads the topics it subscribed to from its own committed position, so a
 * group that subscribes late, or after a crash, reads everything it has not yet applied, and a new group reads the
 * log from the start. A handler that fails is retried at the same position: nothing is skipped, and the consumers'
 * inboxes make a redelivery a no-op. Groups run side by side; within a group one aggregate's messages keep log order.
 */
export class InProcessEventBus implements EventBus {
  private readonly log = createLogger('in-process-bus');
  private pool?: Pool;
  private ready?: Promise<void>;
  private readonly groups = new Set<GroupReader>();
  private readonly options: Required<InProcessBusOptions>;

  constructor(options: InProcessBusOptions) {
    this.options = { pollIntervalMs: 1000, batchSize: 100, maxBackoffMs: 5000, ...options };
  }

  async start(): Promise<void> {
    await this.database();
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const pool = await this.database();
    // One statement, so one transaction: offsets are handed out after the lock and committed in one order, so a
    // reader never passes an offset still to commit.
    await pool.query(
      `WITH appending AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtext($5)))
       INSERT INTO ${SCHEMA}.message (topic, key, value, headers)
       SELECT appended.* FROM appending, unnest($1::text[], $2::text[], $3::bytea[], $4::jsonb[]) AS appended`,
      [
        messages.map((message) => message.topic),
        messages.map((message) => message.key),
        messages.map((message) => message.value),
        messages.map((message) => JSON.stringify(message.headers)),
        APPEND_LOCK,
      ],
    );
    this.wakeReaders(messages.map((message) => ({ topic: message.topic, type: message.headers['event-type'] })));
  }

  /**
   * Only the groups that apply one of these events: a wake-up costs the group a read of the log, and a group that
   * reads a topic for one event type (identity reads messaging's topic for the response rate) need not read it for
   * every chat message.
   */
  private wakeReaders(appended: readonly AppendedEvent[]): void {
    for (const group of this.groups) if (appended.some((event) => group.applies(event))) group.wake();
  }

  async moveFromOutbox(
    query: (sql: string, parameters: unknown[]) => Promise<unknown[]>,
    { databaseUrl, relayLock, batchSize }: { databaseUrl: string; relayLock: string; batchSize: number },
  ): Promise<RelayPass | undefined> {
    if (databaseUrl !== this.options.databaseUrl) return undefined;
    await this.database();
    // The rows are locked before they are marked, so a replica whose snapshot predates another's marks skips them;
    // the log's append lock is taken only when there is something to append, and before the offsets are drawn.
    const rows = (await query(
      `WITH relaying AS MATERIALIZED (
         SELECT set_config('synchronous_commit', 'off', true), pg_try_advisory_xact_lock(hashtext($1)) AS locked
       ), moved AS (
         UPDATE outbox_message SET published_at = now(), attempts = attempts + 1
          WHERE id IN (SELECT id FROM outbox_message, relaying WHERE relaying.locked AND published_at IS NULL
                        ORDER BY id LIMIT $2 FOR UPDATE OF outbox_message)
         RETURNING id, topic, aggregate_id, envelope, event_id, type
       ), appending AS MATERIALIZED (
         SELECT pg_advisory_xact_lock(hashtext($3)) WHERE EXISTS (SELECT 1 FROM moved)
       ), appended AS (
         INSERT INTO ${SCHEMA}.message (topic, key, value, headers)
         SELECT moved.topic, moved.aggregate_id, moved.envelope,
                jsonb_build_object('event-id', moved.event_id, 'event-type', moved.type)
           FROM appending, moved ORDER BY moved.id
         RETURNING topic, headers->>'event-type' AS type
       )
       SELECT relaying.locked, appended.topic, appended.type FROM relaying LEFT JOIN appended ON true`,
      [relayLock, batchSize, APPEND_LOCK],
    )) as (Partial<AppendedEvent> & { locked: boolean })[];
    // One row at least (the lock's), with no topic when nothing moved.
    const appended = rows.filter(
      (row): row is AppendedEvent & { locked: boolean } => row.topic !== null && row.topic !== undefined,
    );
    this.wakeReaders(appended);
    return { moved: appended.length, locked: rows[0]?.locked ?? false };
  }

  async subscribe(subscription: BusSubscription): Promise<void> {
    const pool = await this.database();
    await pool.query(`INSERT INTO ${SCHEMA}.consumer_position (group_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
      subscription.group,
    ]);
    const reader = new GroupReader(pool, subscription, this.options);
    this.groups.add(reader);
    reader.start();
  }

  /** A message that failed every retry goes to `<topic>.dlq` in the same log, as it would on Kafka. */
  async deadLetter(message: BusMessage, error: string, group: string): Promise<void> {
    await this.publish([
      {
        ...message,
        topic: `${message.topic}.dlq`,
        headers: {
          ...message.headers,
          'dlq-error': error.slice(0, 4000),
          'dlq-consumer-group': group,
          'dlq-failed-at': new Date().toISOString(),
        },
      },
    ]);
  }

  async stop(): Promise<void> {
    const groups = [...this.groups];
    this.groups.clear();
    await Promise.all(groups.map((group) => group.stop()));
    const pool = this.pool;
    this.pool = undefined;
    this.ready = undefined;
    await pool?.end().catch((error) => this.log.warn({ err: error }, 'event log pool end'));
  }

  private async database(): Promise<Pool> {
    if (!this.options.databaseUrl) throw new Error('the in-process event bus needs DATABASE_URL (its log lives in PostgreSQL)');
    if (!this.pool) {
      // Appends and positions need not wait for the disk: PostgreSQL writes its log in order, so a crash can lose only
      // the newest of them, never one before another. A lost append is lost with the relay's mark (the outbox row goes
      // out again); a lost position means a redelivery, which the inboxes absorb.
      const pool = new Pool({ connectionString: this.options.databaseUrl, ...keptPool(6), options: '-c synchronous_commit=off' });
      pool.on('error', (error) => this.log.warn({ err: error }, 'event log connection lost'));
      this.pool = pool;
      this.ready = createLogTables(pool).catch((error) => {
        this.ready = undefined;
        throw error;
      });
    }
    this.ready ??= createLogTables(this.pool);
    await this.ready;
    return this.pool;
  }
}

async function createLogTables(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Several processes (a test run, a second start) may create the tables at once.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['clipwerk:event-log:schema']);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${SCHEMA}.message (
        "offset" bigserial PRIMARY KEY,
        topic text NOT NULL,
        key text NOT NULL,
        value bytea NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}',
        appended_at timestamptz NOT NULL DEFAULT now()
      )`);
    await client.query(`CREATE INDEX IF NOT EXISTS message_topic_offset ON ${SCHEMA}.message (topic, "offset")`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${SCHEMA}.consumer_position (
        group_id text PRIMARY KEY,
        "offset" bigint NOT NULL DEFAULT 0
      )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A group's next batch: $1 its topics (each once), $2 its position, $3 the batch size, $4 the group and $5 the
 * position to commit first (or null). Each topic is read on its own from (topic, position) in the (topic, offset)
 * index, and the topics' first rows are merged: a group whose topics are quiet reads nothing of the busy ones. The
 * position is compared as a (topic, offset) row, which only that index can start from, so PostgreSQL keeps to it
 * whatever its statistics say: in offset order it would walk the whole log since the position, every poll.
 */
export const READ_GROUP_BATCH = `
  WITH committed AS (
    UPDATE ${SCHEMA}.consumer_position SET "offset" = $5::bigint WHERE group_id = $4 AND $5::bigint IS NOT NULL)
  SELECT logged."offset", logged.topic, logged.key, logged.value, logged.headers
    FROM unnest($1::text[]) AS subscribed(topic)
    CROSS JOIN LATERAL (
      SELECT message."offset", message.topic, message.key, message.value, message.headers FROM ${SCHEMA}.message
       WHERE (message.topic, message."offset") > (subscribed.topic, $2::bigint) AND message.topic <= subscribed.topic
       ORDER BY message.topic, message."offset" LIMIT $3) AS logged
   ORDER BY logged."offset" LIMIT $3`;

/** What a wake-up is decided on: the topic appended to and the event's type (absent on a message without one). */
interface AppendedEvent {
  topic: string;
  type?: string;
}

interface LogRow {
  offset: string;
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

/** One consumer group: reads its topics from its committed position a batch at a time, and commits after each batch. */
class GroupReader {
  private readonly log = createLogger('in-process-bus');
  private stopped = false;
  private running?: Promise<void>;
  private wakeUp?: () => void;
  private woken = false;

  constructor(
    private readonly pool: Pool,
    private readonly subscription: BusSubscription,
    private readonly options: Required<InProcessBusOptions>,
  ) {}

  start(): void {
    this.running = this.loop();
  }

  /** A group without a list of types applies every event of its topics, as does any event without a type. */
  applies({ topic, type }: AppendedEvent): boolean {
    const { topics, types } = this.subscription;
    return topics.includes(topic) && (!types || type === undefined || types.includes(type));
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
  }

  private async loop(): Promise<void> {
    const { group } = this.subscription;
    // Each topic once: the read merges one scan per topic.
    const topics = [...new Set(this.subscription.topics)];
    let failures = 0;
    let position: string | undefined;
    /** Handled up to here, not yet committed: the next read commits it, in the same statement. */
    let uncommitted: string | null = null;
    try {
      while (!this.stopped) {
        try {
          this.woken = false;
          // Only this reader moves its group's position, so it is read once and then kept.
          position ??= (
            (await this.pool.query(`SELECT "offset" FROM ${SCHEMA}.consumer_position WHERE group_id = $1`, [group])).rows as {
              offset: string;
            }[]
          )[0].offset;
          const rows: LogRow[] = await PreparedStatements.query<LogRow>(this.pool, READ_GROUP_BATCH, [
            topics,
            position,
            this.options.batchSize,
            group,
            uncommitted,
          ]);
          uncommitted = null;
          if (this.subscription.handleBatch && rows.length > 0) await this.subscription.handleBatch(this.messagesOf(rows));
          else await this.handleInKeyOrder(rows);
          if (this.stopped) return;
          if (rows.length > 0) {
            // Committed with the next read (at the latest the poll's): a crash redelivers what was handled since,
            // and the inboxes absorb it.
            position = uncommitted = rows[rows.length - 1].offset;
          }
          failures = 0;
          if (rows.length < this.options.batchSize) await this.idle(this.options.pollIntervalMs);
        } catch (error) {
          if (this.stopped) return;
          position = undefined;
          uncommitted = null;
          failures += 1;
          const backoff = Math.min(this.options.maxBackoffMs, 100 * 2 ** (failures - 1));
          this.log.warn({ err: error, group, failures, backoffMs: backoff }, 'message not handled; it will be delivered again');
          await new Promise((resolve) => setTimeout(resolve, backoff));
        }
      }
    } finally {
      // A stop commits what was handled, so a restart does not read it again.
      if (uncommitted !== null) {
        await this.pool
          .query(`UPDATE ${SCHEMA}.consumer_position SET "offset" = $2 WHERE group_id = $1`, [group, uncommitted])
          .catch((error) => this.log.warn({ err: error, group }, 'position not committed; a restart reads it again'));
      }
    }
  }

  /**
   * Messages of one key (one aggregate) are handled one after the other, in log order; different keys side by side,
   * as a Kafka group spreads partitions over its members. Rejects if any message could not be handled.
   */
  private async handleInKeyOrder(rows: LogRow[]): Promise<void> {
    const byKey = new Map<string, LogRow[]>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    const queues = [...byKey.values()];
    const workers = Array.from({ length: Math.min(KEYS_AT_ONCE, queues.length) }, async () => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) {
        for (const row of queue) {
          if (this.stopped) return;
          await this.subscription.handle({ topic: row.topic, key: row.key, value: row.value, headers: row.headers });
        }
      }
    });
    const outcomes = await Promise.allSettled(workers);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private messagesOf(rows: LogRow[]): BusMessage[] {
    return rows.map((row) => ({ topic: row.topic, key: row.key, value: row.value, headers: row.headers }));
  }

  /** Sleeps until woken by a new message (or one arrived while reading), or the interval passed. */
  private idle(ms: number): Promise<void> {
    if (this.woken || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
