import { IdentityEvents, UserRegisteredSchema, defineEvent } from '@clipwerk/proto';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { openServiceDatabase } from '../database/data-source';
import { createTestDatabase } from '../testing';
import { type ReceivedEvent, decodeEnvelope, encodeEvent, toBusMessage } from './envelope';
import type { EventBus } from './event-bus';
import { EventConsumer, type EventHandler, on } from './event-consumer';
import { InProcessEventBus } from './in-process-bus';
import { InMemorySettlementChannel, Settlement, type SettledReport } from './settlement';
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

describe('outbox → in-process bus (a log in PostgreSQL) → inbox', () => {
  let url: string;
  let publisher: DataSource;
  let subscriber: DataSource;
  let bus: InProcessEventBus;
  let relay: OutboxRelay;
  let handler: CountUserWhenRegistered;
  let consumer: EventConsumer;
  let settlement: Settlement;

  const startConsumer = async (onBus: InProcessEventBus, group = 'subscriber') => {
    const started = new EventConsumer(subscriber, onBus, { service: group, baseDelayMs: 1, settlement });
    await started.start([on(IdentityEvents.UserRegistered, CountUserWhenRegistered)], () => handler);
    return started;
  };

  beforeAll(async () => {
    url = await createTestDatabase('kit_events');
    publisher = await openServiceDatabase({ url, schema: 'publisher', entities: [], migrations: [] });
    subscriber = await openServiceDatabase({
      url,
      schema: 'subscriber',
      entities: [],
      migrations: [CreateSeenUsers1700000000001],
    });
    settlement = new Settlement(new InMemorySettlementChannel());
    bus = new InProcessEventBus({ databaseUrl: url, pollIntervalMs: 200 });
    await bus.start();
    handler = new CountUserWhenRegistered();
    consumer = await startConsumer(bus);
    relay = new OutboxRelay(publisher, bus, { service: 'publisher', databaseUrl: url, pollIntervalMs: 200 });
    await relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await bus.stop();
    await publisher.destroy();
    await subscriber.destroy();
  });

  const unitOfWork = (settleWaitMs = 0) => new UnitOfWork(publisher, outboxChannel('publisher'), { settlement, settleWaitMs });
  const register = (userId: string, email = `${userId}@example.com`, settleWaitMs = 0) =>
    unitOfWork(settleWaitMs).run((tx) =>
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

  it('answers a write only once its consumer applied the event (read-your-writes)', async () => {
    await register('u-settled', undefined, 5000);
    expect(await timesSeen('u-settled')).toBe(1);
  });

  it('writes nothing to the outbox when the transaction rolls back', async () => {
    await expect(
      unitOfWork().run(async (tx) => {
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

  it('applies a fetched batch that holds an event applied before: the new ones once, that one not again', async () => {
    await register('u-again');
    await waitFor(() => timesSeen('u-again'));
    const [row] = await publisher.query(`SELECT envelope, topic FROM outbox_message WHERE aggregate_id = 'u-again'`);
    const [fresh1, fresh2] = ['u-new-1', 'u-new-2'].map((userId) => {
      const { eventId, envelope } = encodeEvent(IdentityEvents.UserRegistered, userId, { userId, role: 'creator' });
      const { topic, type } = IdentityEvents.UserRegistered;
      return toBusMessage({ topic, aggregateId: userId, envelope, eventId, type });
    });
    const deadLetters = () => subscriber.query('SELECT event_id FROM dead_letter_message');
    const deadBefore = await deadLetters();

    await consumer.processBatch([fresh1, { topic: row.topic, key: 'u-again', value: row.envelope, headers: {} }, fresh2]);

    expect(await timesSeen('u-again')).toBe(1);
    expect(await timesSeen('u-new-1')).toBe(1);
    expect(await timesSeen('u-new-2')).toBe(1);
    expect(await deadLetters()).toEqual(deadBefore);
  });

  it('retries a transient failure and then succeeds', async () => {
    handler.failuresLeft = 2;
    await register('u3');
    expect(await waitFor(() => timesSeen('u3'))).toBe(1);
  });

  it('dead-letters a message that keeps failing, to its table and the .dlq topic, and processes the next one', async () => {
    await register('poison', 'poison@example.com');
    await register('u4');
    expect(await waitFor(() => timesSeen('u4'))).toBe(1);
    // Different aggregates are handled side by side, so the poison message may still be in its retries here.
    const dead = await waitFor(async () => {
      const rows = await subscriber.query(`SELECT consumer, type, error FROM dead_letter_message`);
      return rows.length > 0 ? rows : undefined;
    });
    expect(dead).toEqual([
      expect.objectContaining({
        consumer: 'subscriber/CountUserWhenRegistered',
        type: 'identity.user.registered.v1',
        error: expect.stringContaining('cannot handle this one'),
      }),
    ]);
    const dlq = await waitFor(async () => {
      const rows = await publisher.query(`SELECT key, headers FROM event_log.message WHERE topic = 'identity.events.dlq'`);
      return rows.length > 0 ? rows : undefined;
    });
    expect(dlq).toEqual([
      expect.objectContaining({ key: 'poison', headers: expect.objectContaining({ 'dlq-consumer-group': 'subscriber' }) }),
    ]);
  });

  it('gives a group that subscribes late every event published before it came (as a new Kafka group reads from the start)', async () => {
    await register('before-late-group');
    await waitFor(() => timesSeen('before-late-group'));
    const seenByLate: string[] = [];
    await bus.subscribe({
      group: 'late-group',
      topics: ['identity.events'],
      handle: async (message) => void seenByLate.push(message.key),
    });
    await waitFor(async () => (seenByLate.includes('before-late-group') ? true : undefined));
    expect(seenByLate).toEqual(expect.arrayContaining(['u1', 'u2', 'u3', 'u4', 'before-late-group']));
  });

  it('after a crash, reads from its committed position: what it missed arrives, nothing applied twice', async () => {
    // The process dies: bus and relay gone without a goodbye, while events are still being written.
    await relay.stop();
    await bus.stop();
    await register('while-down-1');
    await register('while-down-2');

    const restarted = new InProcessEventBus({ databaseUrl: url, pollIntervalMs: 200 });
    await restarted.start();
    const delivered: string[] = [];
    const counting = new EventConsumer(subscriber, restarted, { service: 'subscriber', baseDelayMs: 1 });
    await counting.start([on(IdentityEvents.UserRegistered, CountUserWhenRegistered)], () => ({
      handle: (event: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction) => {
        delivered.push(event.aggregateId);
        return handler.handle(event, tx);
      },
    }));
    // The consumer subscribes before the relay starts again, and the other way round would do as well.
    const restartedRelay = new OutboxRelay(publisher, restarted, { service: 'publisher', databaseUrl: url, pollIntervalMs: 200 });
    await restartedRelay.start();
    try {
      expect(await waitFor(() => timesSeen('while-down-2'))).toBe(1);
      expect(await timesSeen('while-down-1')).toBe(1);
      expect(delivered).not.toContain('u1');
      const twice = await subscriber.query('SELECT user_id FROM seen_user WHERE times > 1');
      expect(twice).toEqual([]);
    } finally {
      await restartedRelay.stop();
      await restarted.stop();
    }
  });

  it('applies what a group fetched in one transaction, and one event at a time when one of them fails', async () => {
    await subscriber.query('CREATE TABLE batch_seen (user_id text NOT NULL, tx bigint NOT NULL)');
    const recorder = {
      handle: async (event: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction) => {
        if (event.payload.email === 'poison@example.com') throw new Error('cannot handle this one');
        await tx.manager.query('INSERT INTO batch_seen (user_id, tx) VALUES ($1, txid_current())', [event.payload.userId]);
      },
    };
    const batchBus = new InProcessEventBus({ databaseUrl: url, pollIntervalMs: 200 });
    await batchBus.start();
    const batching = new EventConsumer(subscriber, batchBus, { service: 'batching', baseDelayMs: 1, maxAttempts: 2 });
    try {
      // A new group reads the log from the start, the poison message among it: that batch goes one event at a time.
      await batching.start([on(IdentityEvents.UserRegistered, CountUserWhenRegistered)], () => recorder);
      await waitFor(async () => {
        const rows = await subscriber.query(
          `SELECT 1 FROM dead_letter_message WHERE consumer = 'batching/CountUserWhenRegistered'`,
        );
        return rows.length > 0 ? true : undefined;
      });
      await waitFor(() => seenInBatch('while-down-2'));
      expect(await subscriber.query('SELECT user_id FROM batch_seen GROUP BY user_id HAVING count(*) > 1')).toEqual([]);
      expect(await seenInBatch('u1')).toBe(1);

      // Three events appended at once are fetched together and applied in one transaction.
      const ids = ['batch-1', 'batch-2', 'batch-3'];
      await batchBus.publish(
        ids.map((userId) => {
          const { eventId, envelope } = encodeEvent(IdentityEvents.UserRegistered, userId, { userId, role: 'creator' });
          const { topic, type } = IdentityEvents.UserRegistered;
          return toBusMessage({ topic, aggregateId: userId, envelope, eventId, type });
        }),
      );
      await waitFor(() => seenInBatch('batch-3'));
      const transactions = await subscriber.query('SELECT DISTINCT tx FROM batch_seen WHERE user_id = ANY($1)', [ids]);
      expect(transactions).toHaveLength(1);
    } finally {
      await batchBus.stop();
    }
  });

  const seenInBatch = async (userId: string) => {
    const [row] = await subscriber.query('SELECT count(*)::int AS n FROM batch_seen WHERE user_id = $1', [userId]);
    return row.n > 0 ? (row.n as number) : undefined;
  };

  it('answers a write without waiting for the consumers of the events it names unawaited', async () => {
    // A group that applies UserRegistered but never reports it: a write that waits would wait its whole bound.
    await settlement.registerGroup('never-reports', [IdentityEvents.UserRegistered.type]);
    const started = Date.now();
    await new UnitOfWork(publisher, outboxChannel('publisher'), { settlement, settleWaitMs: 3000 }).run(
      (tx) => tx.publish(IdentityEvents.UserRegistered, 'u-unawaited', { userId: 'u-unawaited', role: 'creator' }),
      { unawaited: [IdentityEvents.UserRegistered] },
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports only what a write waits for: not an unawaited event, nor what its consumers raise of it', async () => {
    const reports: SettledReport[] = [];
    settlement.channel.onReport((report) => reports.push(report));
    const passOn = {
      handle: async (event: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction) => {
        const { userId } = event.payload;
        await tx.publish(IdentityEvents.ProfileUpdated, userId, { userId, role: 'creator', displayName: userId });
      },
    };
    // The crash test above stopped the shared bus and relay: this one brings its own.
    const ownBus = new InProcessEventBus({ databaseUrl: url, pollIntervalMs: 200 });
    await ownBus.start();
    const ownRelay = new OutboxRelay(publisher, ownBus, { service: 'publisher', databaseUrl: url, pollIntervalMs: 200 });
    const passing = new EventConsumer(subscriber, ownBus, { service: 'passing-on', baseDelayMs: 1, settlement });
    await passing.start([on(IdentityEvents.UserRegistered, CountUserWhenRegistered)], () => passOn);
    await ownRelay.start();
    const write = (userId: string, unawaited: boolean) =>
      new UnitOfWork(publisher, outboxChannel('publisher'), { settlement, settleWaitMs: 3000 }).run(
        async (tx) => {
          await tx.publish(IdentityEvents.UserRegistered, userId, { userId, role: 'creator' });
          return tx.raised[0].eventId;
        },
        { unawaited: unawaited ? [IdentityEvents.UserRegistered] : [] },
      );
    const raisedOf = async (userId: string) => {
      const rows = await subscriber.query('SELECT envelope FROM outbox_message WHERE aggregate_id = $1', [userId]);
      return rows.length > 0 ? decodeEnvelope(rows[0].envelope).event : undefined;
    };

    try {
      // In log order: once the second is reported, the first would have been.
      const quiet = await write('u-quiet', true);
      const awaited = await write('u-awaited', false);
      expect((await waitFor(() => raisedOf('u-quiet'))).unawaited).toBe(true);
      expect((await waitFor(() => raisedOf('u-awaited'))).unawaited).toBe(false);
      expect(reports.filter(({ eventId }) => eventId === awaited).map(({ group }) => group)).toEqual(['passing-on']);
      expect(reports.filter(({ eventId }) => eventId === quiet)).toEqual([]);
    } finally {
      await ownRelay.stop();
      await ownBus.stop();
    }
  });

  it('handles an event that moved to a stream of its own from its former topic too: what waited there is not lost', async () => {
    const Moved = defineEvent('identity', 'user.registered', 1, UserRegisteredSchema, {
      stream: 'signups',
      formerStreams: ['events'],
    });
    const heard: string[] = [];
    const publishOn = (topic: string, userId: string) => {
      const { eventId, envelope } = encodeEvent(Moved, userId, { userId, role: 'creator', email: `${userId}@example.com` });
      return bus.publish([toBusMessage({ topic, aggregateId: userId, envelope, eventId, type: Moved.type })]);
    };
    // Published before the move (an outbox row written then carries its topic), and after it.
    await publishOn('identity.events', 'before-the-move');
    await publishOn('identity.signups', 'after-the-move');
    const moved = new EventConsumer(subscriber, bus, { service: 'reads-the-moved-stream', baseDelayMs: 1 });
    await moved.start([on(Moved, CountUserWhenRegistered)], () => ({
      handle: async (event: ReceivedEvent<typeof Moved>) => void heard.push(event.payload.userId),
    }));
    await waitFor(async () => (heard.includes('before-the-move') && heard.includes('after-the-move') ? true : undefined));
  });

  it('wakes a group only for the event types it applies; it reads the others of its topics at its next read', async () => {
    // A poll far away: only a wake-up makes this group read soon.
    const quietBus = new InProcessEventBus({ databaseUrl: url, pollIntervalMs: 60_000 });
    await quietBus.start();
    const heard: string[] = [];
    const topic = IdentityEvents.UserRegistered.topic;
    const message = (type: string, key: string) => ({
      topic,
      key,
      value: Buffer.from(key),
      headers: { 'event-id': key, 'event-type': type },
    });
    try {
      await quietBus.subscribe({
        group: 'applies-registrations-only',
        topics: [topic],
        types: [IdentityEvents.UserRegistered.type],
        handle: async (received) => void heard.push(received.key),
      });
      await quietBus.publish([message(IdentityEvents.UserRegistered.type, 'woken-first')]);
      await waitFor(async () => (heard.includes('woken-first') ? true : undefined));

      await quietBus.publish([message(IdentityEvents.ProfileUpdated.type, 'not-waking')]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard.includes('not-waking')).toBe(false);

      await quietBus.publish([message(IdentityEvents.UserRegistered.type, 'woken-again')]);
      await waitFor(async () => (heard.includes('woken-again') ? true : undefined));
      expect(heard.slice(heard.indexOf('woken-first'))).toEqual(['woken-first', 'not-waking', 'woken-again']);
    } finally {
      await quietBus.stop();
    }
  });

  it('runs an after-commit effect once the write committed, never after a rollback; a failing one fails nothing', async () => {
    const seenByEffect: number[] = [];
    await unitOfWork().run(async (tx) => {
      await tx.publish(IdentityEvents.UserRegistered, 'u-after', { userId: 'u-after', role: 'creator' });
      tx.afterCommit(() => {
        throw new Error('socket away');
      });
      // Another connection sees the row only once it is committed.
      tx.afterCommit(async () => {
        const rows = await publisher.query(`SELECT 1 FROM outbox_message WHERE aggregate_id = 'u-after'`);
        seenByEffect.push(rows.length);
      });
      expect(seenByEffect).toEqual([]);
    });
    await waitFor(async () => (seenByEffect.length > 0 ? true : undefined));
    expect(seenByEffect).toEqual([1]);

    const effects: string[] = [];
    await expect(
      unitOfWork().run(async (tx) => {
        tx.afterCommit(() => effects.push('rolled back'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(effects).toEqual([]);
  });

  it('runs the after-commit effects of a fetched batch once each, also when the batch falls back to one at a time', async () => {
    const effects: string[] = [];
    const pushing = {
      handle: async (event: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction) => {
        tx.afterCommit(() => effects.push(event.payload.userId));
        if (event.payload.email === 'poison@example.com') throw new Error('cannot handle this one');
      },
    };
    // The test hands the batches over itself: a bus that delivers nothing.
    const silentBus = { subscribe: async () => undefined, deadLetter: async () => undefined } as unknown as EventBus;
    const batching = new EventConsumer(subscriber, silentBus, { service: 'after-commit', baseDelayMs: 1, maxAttempts: 2 });
    await batching.start([on(IdentityEvents.UserRegistered, CountUserWhenRegistered)], () => pushing);
    const messages = (users: [string, string?][]) =>
      users.map(([userId, email]) => {
        const { eventId, envelope } = encodeEvent(IdentityEvents.UserRegistered, userId, { userId, role: 'creator', email });
        const { topic, type } = IdentityEvents.UserRegistered;
        return toBusMessage({ topic, aggregateId: userId, envelope, eventId, type });
      });

    await batching.processBatch(messages([['ac-1'], ['ac-2']]));
    expect(effects).toEqual(['ac-1', 'ac-2']);

    effects.length = 0;
    const mixed = messages([['ac-3'], ['ac-poison', 'poison@example.com'], ['ac-4']]);
    await batching.processBatch(mixed);
    // The batch's own attempt rolled back: only the one-at-a-time commits run theirs.
    expect(effects).toEqual(['ac-3', 'ac-4']);

    effects.length = 0;
    await batching.processBatch(mixed);
    expect(effects).toEqual([]);
  });
});
