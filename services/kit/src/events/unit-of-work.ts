import type { EventDefinition, EventPayloadInit } from '@clipwerk/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { requestContext } from '../context/request-context';
import { encodeEvent } from './envelope';
import { OutboxMessage } from './event-tables';
import type { RaisedEvent, Settlement } from './settlement';

/**
 * One database transaction of a service. Events raised through `publish` are written to the outbox in the
 * same transaction as the state change, so either both happen or neither does.
 */
export class Transaction {
  private readonly published: RaisedEvent[] = [];

  constructor(readonly manager: EntityManager) {}

  /** The events this transaction wrote to the outbox, in order. */
  get raised(): readonly RaisedEvent[] {
    return this.published;
  }

  async publish<D extends EventDefinition>(definition: D, aggregateId: string, payload: EventPayloadInit<D>, actor?: string) {
    const { eventId, envelope } = encodeEvent(definition, aggregateId, payload, actor);
    await this.manager.insert(OutboxMessage, {
      eventId,
      type: definition.type,
      topic: definition.topic,
      aggregateId,
      envelope,
    });
    this.published.push({ eventId, type: definition.type });
    return eventId;
  }
}

export interface UnitOfWorkOptions {
  /** Where consumers report the events they applied; without it a write answers at commit. */
  settlement?: Settlement;
  /** The longest a write waits for its events to be applied before it answers anyway. */
  settleWaitMs?: number;
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
}

export class UnitOfWork {
  private relay?: RelayHandle;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifyChannel: string,
    private readonly options: UnitOfWorkOptions = {},
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let raised: readonly RaisedEvent[] = [];
    const result = await this.dataSource.transaction(async (manager) => {
      const tx = new Transaction(manager);
      const value = await work(tx);
      // Delivered at commit (and dropped on rollback); the relay listens on this channel.
      await manager.query('SELECT pg_notify($1, $2)', [this.notifyChannel, '']);
      raised = tx.raised;
      return value;
    });
    if (raised.length === 0) return result;
    // The relay in this process starts at once; NOTIFY still wakes the other replicas' relays.
    this.relay?.wake();
    const { settlement, settleWaitMs = 0 } = this.options;
    if (settlement && (this.relay?.healthy ?? true)) {
      const started = performance.now();
      await settlement.waitFor([...raised], settleWaitMs);
      const context = requestContext.current();
      if (context) context.settleMs = (context.settleMs ?? 0) + (performance.now() - started);
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
