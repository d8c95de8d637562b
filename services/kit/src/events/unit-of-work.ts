import type { EventDefinition, EventPayloadInit } from '@clipwerk/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { encodeEvent } from './envelope';
import { OutboxMessage } from './event-tables';

/**
 * One database transaction of a service. Events raised through `publish` are written to the outbox in the
 * same transaction as the state change, so either both happen or neither does.
 */
export class Transaction {
  private published = 0;

  constructor(readonly manager: EntityManager) {}

  /** How many events this transaction wrote to the outbox (a consumer wakes its relay only if any). */
  get publishedCount(): number {
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
    this.published += 1;
    return eventId;
  }
}

/** The one step every command runs through: a transaction whose events land in the outbox, then a wake-up for the relay. */
export class UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifyChannel: string,
  ) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const result = await work(new Transaction(manager));
      // Delivered at commit (and dropped on rollback); the relay listens on this channel.
      await manager.query('SELECT pg_notify($1, $2)', [this.notifyChannel, '']);
      return result;
    });
  }
}

export function outboxChannel(service: string): string {
  return `outbox_${service}`;
}
