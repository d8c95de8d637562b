import { IdentityEvents } from '@clipwerk/proto';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { openServiceDatabase } from '../database/data-source';
import { createTestDatabase } from '../testing';
import type { ReceivedEvent } from './envelope';
import { EventConsumer, type EventHandler, on } from './event-consumer';
import { InProcessEventBus } from './in-process-bus';
import { OutboxRelay } from './outbox-relay';
import { type Transaction, UnitOfWork, outboxChannel } from './unit-of-work';

class CreateSeenUsers1700000000001 implements MigrationInterface {
  name = 'CreateSeenUsers1700000000001';
  async up(runner: QueryRunner) {
    await runner.query('CREATE TABLE seen_user (user_id text PRIMARY KEY, times int NOT NULL DEFAULT 1)');
  }
  async down() {}
}

/** Counts registrations; `times` would reach 2 if a redelivered event had a second effect. */
class CountUserWhenRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  failuresLeft = 0;
  async handle(event: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction) {
    if (this.failuresLeft-- > 0) throw new Error('transient failure');
    if (event.payload.email === 'poison@example.com') throw new Error('cannot handle this one');
    await tx.manager.query(
      'INSERT INTO seen_user (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET times = seen_user.times + 1',
      [event.payload.userId],
    );
  }
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox → in-process bus → inbox (real PostgreSQL)', () => {
  let url: string;
  let publisher: DataSource;
  let subscriber: DataSource;
  let bus: InProcessEventBus;
  let relay: OutboxRelay;
  let handler: CountUserWhenRegistered;
  let consumer: EventConsumer;

  beforeAll(async () => {
    url = await createTestDatabase('kit_events');
    publisher = await openServiceDatabase({ url, schema: 'publisher', entities: [], migrations: [] });
    subscriber = await openServiceDatabase({ url, schema: 'subscriber', entities: [], migrations: [CreateSeenUsers1700000000001] });
    bus = new InProcessEventBus();
    handler = new CountUserWhenRegistered();
    consumer = new EventConsumer(subscriber, bus, { service: 'subscriber', baseDelayMs: 1 });
    await consumer.start([on(IdentityEvents.UserRegistered, CountUserWhenRegistered)], () => handler);
    relay = new OutboxRelay(publisher, bus, { service: 'publisher', databaseUrl: url, pollIntervalMs: 200 });
    await relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await publisher.destroy();
    await subscriber.destroy();
  });

  const register = (userId: string, email = `${userId}@example.com`) =>
    new UnitOfWork(publisher, outboxChannel('publisher')).run((tx) =>
      tx.publish(IdentityEvents.UserRegistered, userId, { userId, role: 'creator', email, displayName: userId }),
    );

  const timesSeen = async (userId: string) => {
    const rows = await subscriber.query('SELECT times FROM seen_user WHERE user_id = $1', [userId]);
    return rows[0]?.times as number | undefined;
  };

  it('delivers a committed event to the subscriber and marks it published', async () => {
    await register('u1');
    expect(await waitFor(() => timesSeen('u1'))).toBe(1);
    const [row] = await publisher.query(`SELECT published_at FROM outbox_message WHERE aggregate_id = 'u1'`);
    expect(row.published_at).not.toBeNull();
  });

  it('writes nothing to the outbox when the transaction rolls back', async () => {
    const uow = new UnitOfWork(publisher, outboxChannel('publisher'));
    await expect(
      uow.run(async (tx) => {
        await tx.publish(IdentityEvents.UserRegistered, 'u-rollback', { userId: 'u-rollback', role: 'creator' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const rows = await publisher.query(`SELECT 1 FROM outbox_message WHERE aggregate_id = 'u-rollback'`);
    expect(rows).toHaveLength(0);
  });

  it('has one effect when the same event is delivered twice', async () => {
    await register('u2');
    await waitFor(() => timesSeen('u2'));
    const [row] = await publisher.query(`SELECT envelope, event_id, type, topic FROM outbox_message WHERE aggregate_id = 'u2'`);
    await consumer.process({ topic: row.topic, key: 'u2', value: row.envelope, headers: {} });
    expect(await timesSeen('u2')).toBe(1);
  });

  it('retries a transient failure and then succeeds', async () => {
    handler.failuresLeft = 2;
    await register('u3');
    expect(await waitFor(() => timesSeen('u3'))).toBe(1);
  });

  it('dead-letters a message that keeps failing and processes the next one', async () => {
    await register('poison', 'poison@example.com');
    await register('u4');
    expect(await waitFor(() => timesSeen('u4'))).toBe(1);
    const dead = await subscriber.query(`SELECT consumer, type, error FROM dead_letter_message`);
    expect(dead).toEqual([
      expect.objectContaining({ consumer: 'subscriber/CountUserWhenRegistered', type: 'identity.user.registered.v1', error: expect.stringContaining('cannot handle this one') }),
    ]);
  });
});
