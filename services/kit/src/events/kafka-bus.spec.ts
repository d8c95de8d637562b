import { IdentityEvents } from '@clipwerk/proto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { openServiceDatabase } from '../database/data-source';
import { createTestDatabase, type KafkaMock, startKafkaMock, waitFor } from '../testing';
import { type BusMessage, type ReceivedEvent, toBusMessage } from './envelope';
import type { BusSubscription, EventBus } from './event-bus';
import { EventConsumer, type EventHandler, on } from './event-consumer';
import { KafkaEventBus, type KafkaBusOptions } from './kafka-bus';
import { OutboxRelay } from './outbox-relay';
import { type Transaction, UnitOfWork, outboxChannel } from './unit-of-work';

const TOPIC = IdentityEvents.UserRegistered.topic;
const DLQ = `${TOPIC}.dlq`;
const FLAKY_TOPIC = 'flaky.events';
const BATCHED_TOPIC = 'batched.events';

class CreateSubscriberTables1700000000001 implements MigrationInterface {
  name = 'CreateSubscriberTables1700000000001';
  async up(runner: QueryRunner) {
    await runner.query('CREATE TABLE seen_user (user_id text PRIMARY KEY, times int NOT NULL DEFAULT 1)');
    await runner.query('CREATE TABLE profile_log (seq bigserial PRIMARY KEY, user_id text NOT NULL, display_name text NOT NULL)');
  }
  async down() {}
}

/** Counts registrations; `times` would reach 2 if a redelivered event had a second effect. */
class CountUserWhenRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  async handle(event: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction) {
    if (event.payload.email === 'poison@example.com') throw new Error('cannot handle this one');
    await tx.manager.query(
      'INSERT INTO seen_user (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET times = seen_user.times + 1',
      [event.payload.userId],
    );
  }
}

/** Appends each profile update, so the log shows the order in which one aggregate's events took effect. */
class LogProfileWhenUpdated implements EventHandler<typeof IdentityEvents.ProfileUpdated> {
  async handle(event: ReceivedEvent<typeof IdentityEvents.ProfileUpdated>, tx: Transaction) {
    await tx.manager.query('INSERT INTO profile_log (user_id, display_name) VALUES ($1, $2)', [
      event.payload.userId,
      event.payload.displayName,
    ]);
  }
}

/** Counts, per event id, how often a subscriber finished handling a delivery (a redelivery counts again). */
class ObservedBus implements EventBus {
  readonly handled = new Map<string, number>();
  constructor(readonly inner: EventBus) {}
  publish(messages: BusMessage[]) {
    return this.inner.publish(messages);
  }
  subscribe(subscription: BusSubscription) {
    return this.inner.subscribe({
      ...subscription,
      handle: async (message) => {
        await subscription.handle(message);
        this.count(message);
      },
      handleBatch:
        subscription.handleBatch &&
        (async (messages) => {
          await subscription.handleBatch!(messages);
          for (const message of messages) this.count(message);
        }),
    });
  }
  private count(message: BusMessage) {
    const id = message.headers['event-id'] ?? 'none';
    this.handled.set(id, (this.handled.get(id) ?? 0) + 1);
  }
  deadLetter(message: BusMessage, error: string, group: string) {
    return this.inner.deadLetter(message, error, group);
  }
  start() {
    return this.inner.start();
  }
  stop() {
    return this.inner.stop();
  }
}

/** A relay's bus that "crashes" once right after Kafka acknowledged a batch, before the relay marks the rows. */
class CrashAfterPublishBus extends ObservedBus {
  crashesLeft = 1;
  override async publish(messages: BusMessage[]) {
    await this.inner.publish(messages);
    if (this.crashesLeft-- > 0) throw new Error('process died after publish');
  }
}

interface TappedMessage {
  topic: string;
  partition: number;
  offset: number;
  key: string;
  eventId: string;
  headers: Record<string, string>;
  value: Buffer;
}

/** How long a consumer's empty fetch waits at the broker. */
const FETCH_WAIT_MS = 3000;

describe('outbox → Kafka (librdkafka mock cluster) → inbox, real PostgreSQL', () => {
  let mock: KafkaMock;
  let url: string;
  let publisherDb: DataSource;
  let subscriberDb: DataSource;
  let publisherBus: KafkaEventBus;
  let subscriberBus: ObservedBus;
  let relay: OutboxRelay;
  const tapped: TappedMessage[] = [];
  let tap: Consumer;
  const extraBuses: EventBus[] = [];
  /** Run first in afterAll, e.g. to release a handler a failed test left blocked (it would hold up disconnect). */
  const cleanups: (() => void)[] = [];

  const busOptions = (clientId: string): KafkaBusOptions => ({
    brokers: [mock.brokers],
    clientId,
    kafka: { retry: { retries: 5, initialRetryTime: 100, maxRetryTime: 1000 }, connectionTimeout: 1000 },
    // A fetch may wait long: the broker (the mock's proxy) answers it as soon as a message arrives.
    consumer: { maxWaitTimeInMs: FETCH_WAIT_MS, sessionTimeout: 6000, heartbeatInterval: 500 },
  });
  const newRelay = (bus: EventBus) =>
    new OutboxRelay(publisherDb, bus, { service: 'publisher', databaseUrl: url, pollIntervalMs: 200 });

  beforeAll(async () => {
    [mock, url] = await Promise.all([
      startKafkaMock([`${TOPIC}:3`, FLAKY_TOPIC, BATCHED_TOPIC]),
      createTestDatabase('kit_kafka'),
    ]);
    publisherDb = await openServiceDatabase({ url, schema: 'publisher', entities: [], migrations: [] });
    subscriberDb = await openServiceDatabase({
      url,
      schema: 'subscriber',
      entities: [],
      migrations: [CreateSubscriberTables1700000000001],
    });

    publisherBus = new KafkaEventBus(busOptions('publisher'));
    await publisherBus.start();
    subscriberBus = new ObservedBus(new KafkaEventBus(busOptions('subscriber')));
    await subscriberBus.start();
    const consumer = new EventConsumer(subscriberDb, subscriberBus, { service: 'subscriber', baseDelayMs: 1, maxAttempts: 3 });
    const handlers = new Map<unknown, EventHandler>([
      [CountUserWhenRegistered, new CountUserWhenRegistered()],
      [LogProfileWhenUpdated, new LogProfileWhenUpdated()],
    ]);
    await consumer.start(
      [on(IdentityEvents.UserRegistered, CountUserWhenRegistered), on(IdentityEvents.ProfileUpdated, LogProfileWhenUpdated)],
      (type) => handlers.get(type)!,
    );

    // An independent reader of the raw topics, to check what actually went over the wire.
    tap = new Kafka({ clientId: 'tap', brokers: [mock.brokers], logLevel: logLevel.NOTHING }).consumer({
      groupId: 'tap',
      maxWaitTimeInMs: 1000,
    });
    await tap.connect();
    await tap.subscribe({ topics: [TOPIC, DLQ], fromBeginning: true });
    await tap.run({
      eachMessage: async ({ topic, partition, message }) => {
        const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]));
        tapped.push({
          topic,
          partition,
          offset: Number(message.offset),
          key: String(message.key),
          eventId: headers['event-id'],
          headers,
          value: message.value!,
        });
      },
    });

    relay = newRelay(publisherBus);
    await relay.start();
  });

  afterAll(async () => {
    for (const cleanup of cleanups) cleanup();
    await relay?.stop();
    await tap?.disconnect();
    await Promise.all([publisherBus, subscriberBus, ...extraBuses].map((bus) => bus?.stop()));
    await publisherDb?.destroy();
    await subscriberDb?.destroy();
    await mock?.stop();
  });

  const uow = () => new UnitOfWork(publisherDb, outboxChannel('publisher'));
  const register = (userId: string, email = `${userId}@example.com`) =>
    uow().run((tx) => tx.publish(IdentityEvents.UserRegistered, userId, { userId, role: 'creator', email, displayName: userId }));
  const updateProfile = (userId: string, displayName: string) =>
    uow().run((tx) => tx.publish(IdentityEvents.ProfileUpdated, userId, { userId, role: 'creator', displayName }));

  const timesSeen = async (userId: string): Promise<number | undefined> => {
    const rows = await subscriberDb.query('SELECT times FROM seen_user WHERE user_id = $1', [userId]);
    return rows[0]?.times;
  };
  const profileLog = async (userId: string): Promise<string[]> =>
    (await subscriberDb.query('SELECT display_name FROM profile_log WHERE user_id = $1 ORDER BY seq', [userId])).map(
      (row: { display_name: string }) => row.display_name,
    );
  const publishedAt = async (eventId: string) =>
    (await publisherDb.query('SELECT published_at FROM outbox_message WHERE event_id = $1', [eventId]))[0]?.published_at;
  /** The group's committed offset on the topic's first partition: the next message it would read. */
  const committedOffset = async (groupId: string, topic: string) => {
    const admin = new Kafka({ clientId: 'offsets', brokers: [mock.brokers], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      return Number((await admin.fetchOffsets({ groupId, topics: [topic] }))[0].partitions[0].offset);
    } finally {
      await admin.disconnect();
    }
  };
  const onWire = (eventId: string, topic = TOPIC) =>
    tapped.filter((message) => message.eventId === eventId && message.topic === topic);

  it('carries events from the outbox to the consumer group, keyed and ordered by aggregate id', async () => {
    const users = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'];
    const ids = await Promise.all(users.map((user) => register(user)));
    const updates: string[] = [];
    for (let step = 1; step <= 5; step += 1) {
      for (const user of ['k1', 'k2']) updates.push(await updateProfile(user, `${user}-v${step}`));
    }

    for (const user of users) expect(await waitFor(() => timesSeen(user), { what: `${user} seen` })).toBe(1);
    // k1 and k2 sit on different partitions, which the group reads independently: wait for each.
    for (const user of ['k1', 'k2']) {
      await waitFor(async () => (await profileLog(user)).length === 5 || undefined, { what: `${user} updates applied` });
    }
    expect(await profileLog('k1')).toEqual(['k1-v1', 'k1-v2', 'k1-v3', 'k1-v4', 'k1-v5']);
    expect(await profileLog('k2')).toEqual(['k2-v1', 'k2-v2', 'k2-v3', 'k2-v4', 'k2-v5']);

    await waitFor(() => [...ids, ...updates].every((id) => onWire(id).length > 0), { what: 'tap saw every event' });
    for (const [index, user] of users.entries()) expect(onWire(ids[index])[0].key).toBe(user);
    for (const user of ['k1', 'k2']) {
      const messages = tapped.filter((message) => message.topic === TOPIC && message.key === user);
      // One aggregate, one partition: that is what keeps its events in order.
      expect(new Set(messages.map((message) => message.partition)).size).toBe(1);
      const offsets = messages.map((message) => message.offset);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    }
    expect(new Set(tapped.filter((message) => message.topic === TOPIC).map((message) => message.partition)).size).toBeGreaterThan(
      1,
    );
    for (const id of ids) expect(await publishedAt(id)).not.toBeNull();
  });

  it('hears a message at once, not when the waiting fetch would have timed out', async () => {
    // Each round starts while the consumer's fetch waits idle at the broker. A broker that answered only at the end
    // of the wait would take 0–3 s at random, and four rounds under a second each would be a 1-in-81 fluke.
    for (let round = 1; round <= 4; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const user = `at-once-${round}`;
      const started = performance.now();
      await register(user);
      await waitFor(() => timesSeen(user), { what: `${user} seen` });
      expect(performance.now() - started).toBeLessThan(FETCH_WAIT_MS / 3);
    }
  });

  it('leaves its idle connections quiet: a few timers a second, not one every millisecond on each', async () => {
    // kafkajs 2.2.4's request queue rescheduled an empty check on a 1 ms timer for ever (infra/patches/kafkajs+2.2.4.patch):
    // the connections open here (producers, consumers, the tap) set over 3,000 timers in an idle second without it.
    const timers = jest.spyOn(globalThis, 'setTimeout');
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(timers.mock.calls.length).toBeLessThan(100);
    } finally {
      timers.mockRestore();
    }
  });

  it('publishes after a restart what was committed while the relay was down (crash between commit and publish)', async () => {
    await relay.stop();
    const eventId = await register('restart-1');
    expect(await publishedAt(eventId)).toBeNull();

    // A new process: its own bus and relay. It finds the committed row and publishes it.
    const bus = new KafkaEventBus(busOptions('publisher-restarted'));
    extraBuses.push(bus);
    await bus.start();
    relay = newRelay(bus);
    await relay.start();

    expect(await waitFor(() => timesSeen('restart-1'))).toBe(1);
    expect(await waitFor(() => publishedAt(eventId) ?? undefined)).not.toBeNull();
    await waitFor(() => onWire(eventId).length === 1 || undefined, { what: 'event on the wire' });
    expect(subscriberBus.handled.get(eventId)).toBe(1);
  });

  it('republishes after a crash between publish and marking, and the consumer still has one effect', async () => {
    await relay.stop();
    const crashing = new CrashAfterPublishBus(publisherBus);
    relay = newRelay(crashing);
    await relay.start();

    const eventId = await register('crash-after-publish');
    await waitFor(() => (subscriberBus.handled.get(eventId) ?? 0) >= 2 || undefined, { what: 'both copies handled' });
    expect(crashing.crashesLeft).toBeLessThan(0);
    await waitFor(() => onWire(eventId).length === 2 || undefined, { what: 'both copies on the wire' });
    expect(await timesSeen('crash-after-publish')).toBe(1);
    // The relay marks the row after the broker acknowledged it: the tap may hear the copy first.
    expect(await waitFor(async () => (await publishedAt(eventId)) ?? undefined)).not.toBeNull();
    const [row] = await publisherDb.query('SELECT attempts, last_error FROM outbox_message WHERE event_id = $1', [eventId]);
    expect(row).toEqual({ attempts: 2, last_error: expect.stringContaining('process died after publish') });
  });

  it('has one effect when the same message is delivered twice', async () => {
    const eventId = await register('twice');
    await waitFor(() => timesSeen('twice'));
    const [row] = await publisherDb.query(
      'SELECT event_id, type, topic, aggregate_id, envelope FROM outbox_message WHERE event_id = $1',
      [eventId],
    );
    await publisherBus.publish([
      toBusMessage({
        topic: row.topic,
        aggregateId: row.aggregate_id,
        envelope: row.envelope,
        eventId: row.event_id,
        type: row.type,
      }),
    ]);

    await waitFor(() => subscriberBus.handled.get(eventId) === 2 || undefined, { what: 'duplicate handled' });
    expect(await timesSeen('twice')).toBe(1);
  });

  it('dead-letters a message whose handler keeps failing, with its error, and goes on with the next one', async () => {
    const poisonId = await register('poison', 'poison@example.com');
    await register('after-poison');

    expect(await waitFor(() => timesSeen('after-poison'))).toBe(1);
    const [dead] = await waitFor(() => onWire(poisonId, DLQ).length > 0 && onWire(poisonId, DLQ), { what: 'poison on the DLQ' });
    expect(dead.key).toBe('poison');
    expect(dead.headers).toMatchObject({
      'dlq-error': expect.stringContaining('cannot handle this one'),
      'dlq-consumer-group': 'subscriber',
    });
    const rows = await subscriberDb.query('SELECT consumer, type, topic, error FROM dead_letter_message WHERE event_id = $1', [
      poisonId,
    ]);
    expect(rows).toEqual([
      {
        consumer: 'subscriber/CountUserWhenRegistered',
        type: IdentityEvents.UserRegistered.type,
        topic: TOPIC,
        error: expect.stringContaining('cannot handle this one'),
      },
    ]);
    expect(await timesSeen('poison')).toBeUndefined();
  });

  it('dead-letters bytes that are not an envelope and goes on with the next one', async () => {
    const garbage = Buffer.from('definitely not a protobuf envelope \xff\xff');
    await publisherBus.publish([{ topic: TOPIC, key: 'garbage', value: garbage, headers: { 'event-id': 'garbage-1' } }]);
    await register('after-garbage');

    expect(await waitFor(() => timesSeen('after-garbage'))).toBe(1);
    const [dead] = await waitFor(() => onWire('garbage-1', DLQ).length > 0 && onWire('garbage-1', DLQ), {
      what: 'garbage on the DLQ',
    });
    expect(dead.value.equals(garbage)).toBe(true);
    expect(dead.headers['dlq-error']).toBeTruthy();
    const rows = await subscriberDb.query(`SELECT type, envelope FROM dead_letter_message WHERE type = 'undecodable'`);
    expect(rows).toHaveLength(1);
    expect(Buffer.compare(rows[0].envelope, garbage)).toBe(0);
  });

  it('redelivers a message whose handling rejected (even with a TypeError) and commits its offset only after success', async () => {
    const bus = new KafkaEventBus(busOptions('flaky'));
    extraBuses.push(bus);
    await bus.start();
    const calls: string[] = [];
    let failuresLeft = 2;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    cleanups.push(() => release());
    await bus.subscribe({
      group: 'flaky',
      topics: [FLAKY_TOPIC],
      handle: async (message) => {
        calls.push(message.key);
        if (message.key === 'm1' && failuresLeft-- > 0) {
          // A TypeError is what kafkajs treats as unrecoverable: without the bus's wrapping, the consumer would stop.
          throw failuresLeft === 1 ? new TypeError('bug in a handler') : new Error('database away');
        }
        if (message.key === 'blocked') await released;
      },
    });
    await bus.publish([
      { topic: FLAKY_TOPIC, key: 'm1', value: Buffer.from('1'), headers: {} },
      { topic: FLAKY_TOPIC, key: 'm2', value: Buffer.from('2'), headers: {} },
      { topic: FLAKY_TOPIC, key: 'blocked', value: Buffer.from('3'), headers: {} },
    ]);

    await waitFor(() => calls.includes('blocked') || undefined, { what: 'blocked message reached' });
    expect(calls).toEqual(['m1', 'm1', 'm1', 'm2', 'blocked']);

    // `blocked` (offset 2) is still in its handler: the committed offset (the next to read) must not pass it.
    expect(await committedOffset('flaky', FLAKY_TOPIC)).toBeLessThanOrEqual(2);
    release();
    expect(await waitFor(async () => ((await committedOffset('flaky', FLAKY_TOPIC)) === 3 ? 3 : undefined))).toBe(3);
  });

  it('hands a fetched batch to handleBatch in one call, and commits its offsets only after that resolved', async () => {
    const bus = new KafkaEventBus(busOptions('batched'));
    extraBuses.push(bus);
    await bus.start();
    const keys = ['b1', 'b2', 'b3', 'b4'];
    await bus.publish(keys.map((key) => ({ topic: BATCHED_TOPIC, key, value: Buffer.from(key), headers: {} })));
    const batches: string[][] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    cleanups.push(() => release());
    await bus.subscribe({
      group: 'batched',
      topics: [BATCHED_TOPIC],
      handle: () => Promise.reject(new Error('a batch goes to handleBatch')),
      handleBatch: async (messages) => {
        batches.push(messages.map(({ key }) => key));
        await released;
      },
    });

    await waitFor(() => batches.length > 0 || undefined, { what: 'a batch handled' });
    expect(batches).toEqual([keys]);
    expect(await committedOffset('batched', BATCHED_TOPIC)).toBeLessThan(4);
    release();
    expect(await waitFor(async () => ((await committedOffset('batched', BATCHED_TOPIC)) === 4 ? 4 : undefined))).toBe(4);
  });

  it('loses nothing while the broker is away: events committed meanwhile are consumed once when it is back', async () => {
    await mock.down();
    const users = ['away-1', 'away-2', 'away-3', 'away-4'];
    const ids: string[] = [];
    for (const user of users) ids.push(await register(user));
    // The relay has tried and failed at least once: the broker really was away for it.
    await waitFor(
      async () => {
        const [row] = await publisherDb.query('SELECT attempts, published_at FROM outbox_message WHERE event_id = $1', [ids[0]]);
        return row.attempts > 0 && row.published_at === null ? true : undefined;
      },
      { what: 'a failed publish attempt', timeoutMs: 30_000 },
    );
    await mock.up();

    for (const user of users) expect(await waitFor(() => timesSeen(user), { what: `${user} seen`, timeoutMs: 45_000 })).toBe(1);
    for (const id of ids) expect(await waitFor(() => publishedAt(id) ?? undefined)).not.toBeNull();
    // A register after recovery still flows, so both relay and consumer are healthy again.
    await register('after-outage');
    expect(await waitFor(() => timesSeen('after-outage'), { timeoutMs: 30_000 })).toBe(1);
  });
});
