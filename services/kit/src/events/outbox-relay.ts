import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { PreparedStatements } from '../database/prepared-statements';
import { createLogger } from '../logging/logger';
import { toBusMessage } from './envelope';
import type { EventBus, RelayPass } from './event-bus';
import { outboxChannel } from './unit-of-work';

export interface OutboxRelayOptions {
  service: string;
  databaseUrl: string;
  batchSize?: number;
  /** The fallback when a notification is missed (listener reconnecting, another replica held the lock). */
  pollIntervalMs?: number;
  maxBackoffMs?: number;
  /** How long a wake-up for events no write waits for gathers later commits (`wakeSoon`). */
  gatherMs?: number;
}

/** How soon a relay looks again after another replica held the outbox. */
const HELD_RETRY_MS = 25;
/**
 * How long a relay woken only for events no write waits for gathers the commits that follow before its pass: they go
 * out in one pass, and their consumers apply them in one transaction, for at most this much later delivery.
 */
const GATHER_MS = 15;

interface OutboxRow {
  id: string;
  event_id: string;
  type: string;
  topic: string;
  aggregate_id: string;
  envelope: Buffer;
}

/**
 * Publishes outbox rows in id order and marks them published. Woken by LISTEN/NOTIFY at each commit, with
 * polling as a fallback. Safe with several replicas: a transaction-scoped advisory lock lets one replica relay
 * at a time, which keeps per-aggregate order without coordinating anything else. A failed publish leaves the
 * rows unpublished, counts the attempt and retries with exponential backoff; nothing is skipped.
 */
export class OutboxRelay {
  private readonly log = createLogger('outbox-relay');
  private listener?: Client;
  private pollTimer?: NodeJS.Timeout;
  private gatherTimer?: NodeJS.Timeout;
  private draining = false;
  private wakeAgain = false;
  private stopped = false;
  private failures = 0;
  private notBefore = 0;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly gatherMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly options: OutboxRelayOptions,
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.gatherMs = options.gatherMs ?? GATHER_MS;
  }

  /** False from a failed publish until the next one succeeds. */
  get healthy(): boolean {
    return this.failures === 0;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.pollTimer = setInterval(() => this.wake(), this.pollIntervalMs);
    this.pollTimer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.gatherTimer);
    this.gatherTimer = undefined;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
    while (this.draining) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  /** Asks for a drain; coalesces wake-ups that arrive while one is running. */
  wake(): void {
    if (this.stopped) return;
    // This drain takes what a gathering wake-up waited for.
    clearTimeout(this.gatherTimer);
    this.gatherTimer = undefined;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    this.draining = true;
    void this.drain().finally(() => {
      this.draining = false;
      if (this.wakeAgain && !this.stopped) {
        this.wakeAgain = false;
        this.wake();
      }
    });
  }

  /** A drain within `gatherMs`, for commits whose events no write waits for; wake-ups meanwhile join it. */
  wakeSoon(): void {
    if (this.stopped || this.gatherTimer) return;
    this.gatherTimer = setTimeout(() => this.wake(), this.gatherMs);
    this.gatherTimer.unref();
  }

  /**
   * Publishes batches until the outbox is empty, another replica holds it, or publishing fails. A replica holding it
   * may have read before this process's commit, and no NOTIFY tells it (a process wakes only its own relay), so a
   * relay that found the outbox held looks again shortly.
   */
  private async drain(): Promise<void> {
    if (Date.now() < this.notBefore) return;
    try {
      let pass: RelayPass;
      do {
        pass = await this.publishBatch();
      } while (pass.moved === this.batchSize && !this.stopped);
      this.failures = 0;
      if (!pass.locked) setTimeout(() => this.wake(), HELD_RETRY_MS).unref();
    } catch (error) {
      this.failures += 1;
      const backoff = Math.min(this.maxBackoffMs, 100 * 2 ** (this.failures - 1));
      this.notBefore = Date.now() + backoff;
      this.log.warn({ err: error, failures: this.failures, backoffMs: backoff }, 'outbox publish failed; will retry');
      setTimeout(() => this.wake(), backoff).unref();
    }
  }

  private async publishBatch(): Promise<RelayPass> {
    // A log in this database takes the rows over in one statement; otherwise they are read, published and marked.
    const moved: RelayPass | undefined = await this.bus.moveFromOutbox?.(
      (sql, parameters) => PreparedStatements.query(this.dataSource, sql, parameters),
      {
        databaseUrl: this.options.databaseUrl,
        relayLock: `outbox-relay:${this.options.service}`,
        batchSize: this.batchSize,
      },
    );
    if (moved !== undefined) return moved;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let rows: OutboxRow[] = [];
    try {
      await runner.startTransaction();
      // Marking rows published need not wait for the disk: if a crash loses the mark, the rows go out again and
      // the consumers' inboxes absorb the repeat. The lock comes before the read, so the read sees the rows the
      // last holder marked.
      const [{ locked }] = await runner.query(
        `SELECT set_config('synchronous_commit', 'off', true), pg_try_advisory_xact_lock(hashtext($1)) AS locked`,
        [`outbox-relay:${this.options.service}`],
      );
      if (!locked) {
        await runner.rollbackTransaction();
        return { moved: 0, locked: false };
      }
      rows = await runner.query(
        `SELECT id, event_id, type, topic, aggregate_id, envelope FROM outbox_message
          WHERE published_at IS NULL ORDER BY id LIMIT $1`,
        [this.batchSize],
      );
      if (rows.length === 0) {
        await runner.commitTransaction();
        return { moved: 0, locked: true };
      }
      try {
        await this.bus.publish(
          rows.map((row) =>
            toBusMessage({
              topic: row.topic,
              aggregateId: row.aggregate_id,
              envelope: row.envelope,
              eventId: row.event_id,
              type: row.type,
            }),
          ),
        );
      } catch (error) {
        await runner.query('UPDATE outbox_message SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1)', [
          rows.map((row) => row.id),
          String((error as Error).message ?? error).slice(0, 2000),
        ]);
        await runner.commitTransaction();
        throw error;
      }
      await runner.query('UPDATE outbox_message SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1)', [
        rows.map((row) => row.id),
      ]);
      await runner.commitTransaction();
      return { moved: rows.length, locked: true };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** A dedicated connection for LISTEN; if it drops, polling carries on and the listener reconnects. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.options.databaseUrl });
    // A process without a relay of this service wrote events (a process with one wakes it directly).
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'outbox listener lost its connection; reconnecting');
      this.listener = undefined;
      setTimeout(() => void this.listen().catch(() => undefined), this.pollIntervalMs).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${outboxChannel(this.options.service)}`);
      this.listener = client;
    } catch (error) {
      await client.end().catch(() => undefined);
      this.log.warn({ err: error }, 'outbox listener could not connect; polling only for now');
      setTimeout(() => void this.listen().catch(() => undefined), this.pollIntervalMs * 5).unref();
    }
  }
}
