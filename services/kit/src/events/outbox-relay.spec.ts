import { IdentityEvents } from '@clipwerk/proto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { openServiceDatabase } from '../database/data-source';
import { createTestDatabase, waitFor } from '../testing';
import type { BusMessage } from './envelope';
import type { EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-bus';
import { OutboxRelay } from './outbox-relay';
import { UnitOfWork, outboxChannel } from './unit-of-work';

interface Published {
  relay: string;
  eventId: string;
  aggregateId: string;
}

/** A bus that records what it was handed, in order, after a short random pause (as a broker round trip). */
class RecordingBus implements EventBus {
  failuresLeft = 0;
  /** How many messages each publish carried. */
  readonly batches: number[] = [];
  constructor(
    private readonly name: string,
    private readonly log: Published[],
  ) {}
  async publish(messages: BusMessage[]) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('broker unavailable');
    }
    this.batches.push(messages.length);
    for (const message of messages)
      this.log.push({ relay: this.name, eventId: message.headers['event-id'], aggregateId: message.key });
  }
  async subscribe() {}
  async deadLetter() {}
  async start() {}
  async stop() {}
}

describe('outbox relay (real PostgreSQL)', () => {
  let url: string;
  let db: DataSource;
  const relays: OutboxRelay[] = [];

  beforeAll(async () => {
    url = await createTestDatabase('kit_relay');
    db = await openServiceDatabase({ url, schema: 'relayed', entities: [], migrations: [], poolSize: 20 });
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
    await db.query('TRUNCATE outbox_message');
  });

  afterAll(async () => {
    await db?.destroy();
  });

  const startRelay = async (bus: EventBus, batchSize = 7, pollIntervalMs = 100) => {
    const relay = new OutboxRelay(db, bus, {
      service: 'relayed',
      databaseUrl: url,
      pollIntervalMs,
      batchSize,
      maxBackoffMs: 200,
    });
    relays.push(relay);
    await relay.start();
    return relay;
  };
  const update = (userId: string, step: number) =>
    new UnitOfWork(db, outboxChannel('relayed')).run((tx) =>
      tx.publish(IdentityEvents.ProfileUpdated, userId, { userId, role: 'creator', displayName: `${userId}-${step}` }),
    );

  /** Writes `perAggregate` events for each aggregate, aggregates in parallel, each aggregate's in sequence. */
  const writeConcurrently = async (aggregates: string[], perAggregate: number) => {
    const expected = new Map<string, string[]>();
    await Promise.all(
      aggregates.map(async (aggregate) => {
        const ids: string[] = [];
        for (let step = 0; step < perAggregate; step += 1) ids.push(await update(aggregate, step));
        expected.set(aggregate, ids);
      }),
    );
    return expected;
  };

  const expectEachOnceInOrder = (published: Published[], expected: Map<string, string[]>) => {
    const total = [...expected.values()].reduce((sum, ids) => sum + ids.length, 0);
    expect(published).toHaveLength(total);
    expect(new Set(published.map((entry) => entry.eventId)).size).toBe(total);
    for (const [aggregate, ids] of expected) {
      expect(published.filter((entry) => entry.aggregateId === aggregate).map((entry) => entry.eventId)).toEqual(ids);
    }
  };

  it('with two replicas on one schema publishes every event once, in per-aggregate order', async () => {
    const published: Published[] = [];
    await Promise.all([startRelay(new RecordingBus('a', published)), startRelay(new RecordingBus('b', published))]);
    const aggregates = Array.from({ length: 12 }, (_, index) => `agg-${index}`);

    const expected = await writeConcurrently(aggregates, 15);
    await waitFor(
      async () =>
        (await db.query('SELECT count(*)::int AS n FROM outbox_message WHERE published_at IS NULL'))[0].n === 0 || undefined,
      {
        what: 'outbox drained',
      },
    );

    expectEachOnceInOrder(published, expected);
  });

  it('keeps order and skips nothing when publishing fails for a while, counting the attempts', async () => {
    const published: Published[] = [];
    const bus = new RecordingBus('a', published);
    bus.failuresLeft = 3;
    await startRelay(bus, 5);

    const expected = await writeConcurrently(['x', 'y', 'z'], 6);
    await waitFor(() => published.length === 18 || undefined, { what: 'all published' });

    expectEachOnceInOrder(published, expected);
    const [{ retried }] = await db.query(
      `SELECT count(*)::int AS retried FROM outbox_message WHERE attempts > 1 AND last_error LIKE '%broker unavailable%'`,
    );
    expect(retried).toBeGreaterThan(0);
  });

  it('lets a second replica take over when the first stops, without publishing anything twice', async () => {
    const published: Published[] = [];
    const first = await startRelay(new RecordingBus('a', published));
    const before = await writeConcurrently(['p', 'q'], 5);
    await waitFor(() => published.length === 10 || undefined, { what: 'first batch published' });
    await first.stop();

    const after = await writeConcurrently(['p', 'q'], 5);
    await startRelay(new RecordingBus('b', published));
    await waitFor(() => published.length === 20 || undefined, { what: 'second batch published' });

    const expected = new Map([...before].map(([aggregate, ids]) => [aggregate, [...ids, ...after.get(aggregate)!]]));
    expectEachOnceInOrder(published, expected);
    expect(published.slice(10).every((entry) => entry.relay === 'b')).toBe(true);
  });

  it('with the log in the same database, two replicas move every event into it once, in per-aggregate order', async () => {
    const buses = [new InProcessEventBus({ databaseUrl: url }), new InProcessEventBus({ databaseUrl: url })];
    try {
      await Promise.all(buses.map((bus) => startRelay(bus)));
      const expected = await writeConcurrently(
        Array.from({ length: 8 }, (_, index) => `log-${index}`),
        10,
      );
      await waitFor(
        async () =>
          (await db.query('SELECT count(*)::int AS n FROM outbox_message WHERE published_at IS NULL'))[0].n === 0 || undefined,
        { what: 'outbox moved' },
      );
      const logged: { key: string; event_id: string }[] = await db.query(
        `SELECT key, headers->>'event-id' AS event_id FROM event_log.message WHERE key LIKE 'log-%' ORDER BY "offset"`,
      );
      expectEachOnceInOrder(
        logged.map((row) => ({ relay: '', eventId: row.event_id, aggregateId: row.key })),
        expected,
      );
    } finally {
      await Promise.all(relays.splice(0).map((relay) => relay.stop()));
      await Promise.all(buses.map((bus) => bus.stop()));
    }
  });
  it('sends no NOTIFY for a write whose process wakes its own relay, and one for a write from a process without one', async () => {
    const listener = new Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (notification) => heard.push(notification.channel));
    await listener.query(`LISTEN ${outboxChannel('relayed')}`);
    let woken = 0;
    const write = (unitOfWork: UnitOfWork, userId: string) =>
      unitOfWork.run((tx) => tx.publish(IdentityEvents.ProfileUpdated, userId, { userId, role: 'creator', displayName: userId }));
    try {
      const withRelay = new UnitOfWork(db, outboxChannel('relayed'));
      withRelay.attachRelay({ healthy: true, wake: () => (woken += 1), wakeSoon: () => (woken += 1) });
      await write(withRelay, 'own-relay');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(woken).toBe(1);
      expect(heard).toEqual([]);

      await write(new UnitOfWork(db, outboxChannel('relayed')), 'no-relay');
      await waitFor(() => heard.length > 0 || undefined, { what: 'the NOTIFY of a process without a relay' });
      expect(heard).toEqual([outboxChannel('relayed')]);
    } finally {
      await listener.end();
    }
  });

  it('gathers the commits of events no write waits for into one pass, and takes them along at once for one it waits for', async () => {
    const published: Published[] = [];
    const bus = new RecordingBus('a', published);
    // A poll far away and a long gathering: what goes out within the test went out on the wake-ups alone.
    const relay = new OutboxRelay(db, bus, { service: 'relayed', databaseUrl: url, pollIntervalMs: 60_000, gatherMs: 1000 });
    relays.push(relay);
    await relay.start();
    // Its start-up pass over the empty outbox ends first: a pass still running would take a commit along.
    await waitFor(() => !(relay as unknown as { draining: boolean }).draining || undefined, { what: 'the start-up pass' });
    const unitOfWork = new UnitOfWork(db, outboxChannel('relayed'));
    unitOfWork.attachRelay(relay);
    const write = (userId: string, waited: boolean) =>
      unitOfWork.run(
        (tx) => tx.publish(IdentityEvents.ProfileUpdated, userId, { userId, role: 'creator', displayName: userId }),
        { unawaited: waited ? [] : [IdentityEvents.ProfileUpdated] },
      );

    await Promise.all(['g1', 'g2', 'g3'].map((userId) => write(userId, false)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(published).toEqual([]);
    await waitFor(() => published.length === 3 || undefined, { what: 'the gathered pass', timeoutMs: 3000 });
    expect(bus.batches).toEqual([3]);

    await write('g4', false);
    await write('w1', true);
    await waitFor(() => published.length === 5 || undefined, { what: 'the pass of a write that waits', timeoutMs: 900 });
    expect(bus.batches).toEqual([3, 2]);
  });

  it.each([
    ['publishes to a broker', () => new RecordingBus('a', [])],
    ['moves into the log in the same database', () => new InProcessEventBus({ databaseUrl: url })],
  ])('when another replica holds the outbox, a relay that %s looks again soon, not at its next poll', async (_, makeBus) => {
    const bus = makeBus();
    const holder = new Client({ connectionString: url });
    await holder.connect();
    try {
      // A poll far away: only the relay's own look-again can publish within the test.
      const relay = await startRelay(bus, 7, 60_000);
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', ['outbox-relay:relayed']);
      const unitOfWork = new UnitOfWork(db, outboxChannel('relayed'));
      unitOfWork.attachRelay(relay);
      await unitOfWork.run((tx) =>
        tx.publish(IdentityEvents.ProfileUpdated, 'held', { userId: 'held', role: 'creator', displayName: 'held' }),
      );
      const unpublished = async () =>
        (await db.query('SELECT count(*)::int AS n FROM outbox_message WHERE published_at IS NULL'))[0].n as number;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await unpublished()).toBe(1);

      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', ['outbox-relay:relayed']);
      await waitFor(async () => (await unpublished()) === 0 || undefined, {
        what: 'published after the lock was released',
        timeoutMs: 2000,
      });
    } finally {
      await holder.end();
      await Promise.all(relays.splice(0).map((relay) => relay.stop()));
      await bus.stop();
    }
  });
});
