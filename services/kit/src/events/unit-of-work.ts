import type { EventDefinition, EventPayloadInit } from '@clipwerk/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { requestContext } from '../context/request-context';
import { PreparedStatements } from '../database/prepared-statements';
import { createLogger } from '../logging/logger';
import { encodeEvent } from './envelope';
import type { RaisedEvent, Settlement } from './settlement';

/**
 * One database transaction of a service. Events raised through `publish` are written to the outbox in the
 * same transaction as the state change, so either both happen or neither does.
 */
export class Transaction {
  private readonly published: RaisedEvent[] = [];
  private readonly onCommit: (() => unknown)[] = [];

  /**
   * `notice`: the relays to wake at commit, told with the first event this transaction writes. `unawaited`: the
   * events no write waits for (their envelopes say so, and their consumers report nothing of them).
   */
  constructor(
    readonly manager: EntityManager,
    private readonly notice?: RelayNotice,
    private readonly unawaited: (definition: EventDefinition) => boolean = () => false,
  ) {}

  /** The events this transaction wrote to the outbox, in order. */
  get raised(): readonly RaisedEvent[] {
    return this.published;
  }

  async publish<D extends EventDefinition>(definition: D, aggregateId: string, payload: EventPayloadInit<D>, actor?: string) {
    const { eventId, envelope } = encodeEvent(definition, aggregateId, payload, actor, this.unawaited(definition));
    const values = [eventId, definition.type, definition.topic, aggregateId, envelope];
    // Plain SQL into OutboxMessage's table, by name: the entity insert costs more than the statement. Nothing in the
    // transaction reads it back, so it goes with the next statement or the COMMIT. NOTIFY is delivered at commit
    // (and dropped on rollback), so it rides along with the first event, not in a statement of its own.
    if (this.notice && this.published.length === 0) {
      await PreparedStatements.queue(
        this.manager,
        `WITH notified AS (SELECT pg_notify($6, $7))
         INSERT INTO outbox_message (event_id, type, topic, aggregate_id, envelope)
         SELECT $1::uuid, $2, $3, $4, $5::bytea FROM notified`,
        [...values, this.notice.channel, this.notice.payload],
      );
    } else {
      await PreparedStatements.queue(
        this.manager,
        'INSERT INTO outbox_message (event_id, type, topic, aggregate_id, envelope) VALUES ($1, $2, $3, $4, $5)',
        values,
      );
    }
    this.published.push({ eventId, type: definition.type });
    return eventId;
  }

  /**
   * Runs `effect` once this transaction committed, never when it rolled back: for what must not announce a change
   * that was not stored (a socket push). Its failure is logged and changes nothing of what was stored.
   */
  afterCommit(effect: () => unknown): void {
    this.onCommit.push(effect);
  }

  /** Called by whoever committed this transaction, once: runs the effects registered with `afterCommit`. */
  committed(): void {
    for (const effect of this.onCommit.splice(0)) {
      try {
        Promise.resolve(effect()).catch(logFailedEffect);
      } catch (error) {
        logFailedEffect(error);
      }
    }
  }
}

const afterCommitLog = createLogger('after-commit');
const logFailedEffect = (error: unknown) => afterCommitLog.warn({ err: error }, 'an after-commit effect failed');

export interface UnitOfWorkOptions {
  /** Where consumers report the events they applied; without it a write answers at commit. */
  settlement?: Settlement;
  /** The longest a write waits for its events to be applied before it answers anyway. */
  settleWaitMs?: number;
}

export interface RunOptions {
  /**
   * Events whose effects no next call of the flow reads (a sent message is in the send's answer already): the write
   * answers without waiting for their consumers, which still get them through the outbox.
   */
  unawaited?: readonly EventDefinition[];
}

/**
 * The one step every command runs through: a transaction whose events land in the outbox, a wake-up for the relay,
 * and then a bounded wait until the consumers of those events applied them (read-your-writes across contexts).
 */
/** What the unit of work needs of the service's outbox relay. */
export interface RelayHandle {
  /** False while the relay cannot publish (broker away): then waiting for consumers would only delay the answer. */
  readonly healthy: boolean;
  wake(): void;
  /** A wake-up that may wait a little to take later commits along: for events no write waits for. */
  wakeSoon(): void;
}

export class UnitOfWork {
  private relay?: RelayHandle;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifyChannel: string,
    private readonly options: UnitOfWorkOptions = {},
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>, { unawaited = [] }: RunOptions = {}): Promise<T> {
    let raised: readonly RaisedEvent[] = [];
    const { settlement, settleWaitMs = 0 } = this.options;
    // Without a wait no event of this write is awaited, so no consumer needs to report one.
    const declaredUnawaited = (type: string) => unawaited.some((definition) => definition.type === type);
    const isUnawaited = (definition: EventDefinition) => !settlement || settleWaitMs <= 0 || declaredUnawaited(definition.type);
    let committed: Transaction | undefined;
    const result = await this.dataSource.transaction(async (manager) => {
      const tx = new Transaction(manager, relayNotice(this.notifyChannel, this.relay !== undefined), isUnawaited);
      const value = await work(tx);
      raised = tx.raised;
      committed = tx;
      return value;
    });
    committed?.committed();
    if (raised.length === 0) return result;
    const awaited = raised.filter((event) => !declaredUnawaited(event.type));
    // The relay in this process starts at once (no NOTIFY: see `relayNotice`), or gathers when nothing waits.
    if (awaited.length > 0) this.relay?.wake();
    else this.relay?.wakeSoon();
    if (awaited.length > 0 && settlement && (this.relay?.healthy ?? true)) {
      const started = performance.now();
      let last: string | undefined;
      await settlement.waitFor(awaited, settleWaitMs, (group) => (last = group));
      const context = requestContext.current();
      if (context) {
        context.settleMs = (context.settleMs ?? 0) + (performance.now() - started);
        context.settledLast = last ?? context.settledLast;
      }
    }
    return result;
  }

  attachRelay(relay: RelayHandle): void {
    this.relay = relay;
  }
}

export function outboxChannel(service: string): string {
  return `outbox_${service}`;
}

/** The NOTIFY that wakes the relays listening on a service's channel when a transaction wrote events. */
export interface RelayNotice {
  channel: string;
  payload: string;
}

/**
 * The NOTIFY a transaction sends with its first event, or none when this process wakes its own relay after the
 * commit (`wokenDirectly`): a NOTIFY interrupts every listening backend of the database, and one relay of the service
 * is all it takes (the relay retries soon when another replica holds the outbox).
 */
export function relayNotice(channel: string, wokenDirectly: boolean): RelayNotice | undefined {
  return wokenDirectly ? undefined : { channel, payload: '' };
}
