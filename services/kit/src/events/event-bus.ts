import type { BusMessage } from './envelope';

/** One consumer group's subscription: `handle` resolves once the message is processed or dead-lettered. */
export interface BusSubscription {
  group: string;
  topics: string[];
  /**
   * Optional: the event types the group applies. A bus that wakes readers on an append (in-process) wakes the group
   * only for these; it still reads the others of its topics, and skips them, at its next read.
   */
  types?: string[];
  handle(message: BusMessage): Promise<void>;
  /**
   * Optional: a fetched batch in log order, acknowledged as a whole once it resolves (a bus that reads in batches
   * calls this instead of `handle`).
   */
  handleBatch?(messages: BusMessage[]): Promise<void>;
}

/**
 * The port both topologies implement: Kafka (distributed) and in-process (embedded).
 * Semantics are the same: at-least-once delivery, per-key order, a message is acknowledged only after
 * `handle` resolved; a rejected `handle` means "not processed" and the message is delivered again.
 */
export interface EventBus {
  /** Resolves when every message is durably accepted (Kafka: acked by all in-sync replicas). */
  publish(messages: BusMessage[]): Promise<void>;
  subscribe(subscription: BusSubscription): Promise<void>;
  /**
   * Optional, for a bus whose log lives in the outbox's own database (in-process): moves up to `batchSize`
   * unpublished outbox rows into the log and marks them published, in one statement of a fixed text that `query` sends
   * by name on the service's connection, one relaying replica at a time (`relayLock`). Answers how many it moved and
   * whether it held the lock, or undefined when the outbox is in another database (the relay then publishes).
   */
  moveFromOutbox?(
    query: (sql: string, parameters: unknown[]) => Promise<unknown[]>,
    outbox: { databaseUrl: string; relayLock: string; batchSize: number },
  ): Promise<RelayPass | undefined>;
  /** Sends a message that failed all its retries to `<topic>.dlq` (Kafka); in-process it is a no-op. */
  deadLetter(message: BusMessage, error: string, group: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** One pass of a relay: the rows it moved, and false for `locked` when another replica was relaying. */
export interface RelayPass {
  moved: number;
  locked: boolean;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
