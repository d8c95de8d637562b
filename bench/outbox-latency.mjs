// Commit → consumer-handler latency of the event pipeline (outbox, relay, bus, consumer with inbox), for the
// in-process bus and for Kafka (librdkafka's mock cluster), on a real embedded PostgreSQL.
//
//   npx tsc -b services/kit && node bench/outbox-latency.mjs [--events 2000] [--rates 200,500] [--writers 4] [--max-wait 500] [--only kafka]
//
// Latency runs from the moment a transaction's work is done (COMMIT about to be sent) until the subscriber's
// handler runs for that event. Writers are paced at each of --rates events/s in total, so we measure latency rather
// than the depth of a queue we filled on purpose. Targets (checked at the first rate): in-process p99 < 20 ms,
// Kafka p99 < 100 ms. The higher rate shows where one consumer saturates: it handles one event at a time, each in
// its own inbox transaction. "relay p99" is commit → bus accepted; "delivery p99" is bus accepted → handler.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

process.env.LOG_LEVEL ??= 'silent';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '2000' },
    rates: { type: 'string', default: '200,500' },
    writers: { type: 'string', default: '4' },
    'max-wait': { type: 'string', default: '500' },
    only: { type: 'string' },
  },
});
const EVENTS = Number(args.events);
const RATES = args.rates.split(',').map(Number);
let RATE = RATES[0];
const WRITERS = Number(args.writers);
const MAX_WAIT_MS = Number(args['max-wait']);

const kitEntry = path.join(root, 'services/kit/dist/index.js');
if (!(await stat(kitEntry).catch(() => null))) {
  console.error('services/kit is not built: run `npx tsc -b services/kit` first');
  process.exit(1);
}
const kit = require(kitEntry);
const { IdentityEvents } = require('@clipwerk/proto');
const { startKafkaMock } = require(path.join(root, 'infra/testing/kafka-mock.js'));
const { startEmbeddedPostgres } = await import(path.join(root, 'infra/postgres/embedded-postgres.mjs'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One run: a publisher service and a subscriber service on `bus` (or two buses for Kafka), EVENTS events. */
async function measure(name, databaseUrl, makeBus) {
  const publisherBus = await makeBus('bench-publisher');
  const subscriberBus = publisherBus.shared ? publisherBus : await makeBus('bench-subscriber');
  const schema = `${name.replace(/[^a-z]/g, '')}_${RATE}`;
  const publisher = await kit.openServiceDatabase({
    url: databaseUrl,
    schema: `${schema}_pub`,
    entities: [],
    migrations: [],
    poolSize: WRITERS + 4,
  });
  const subscriber = await kit.openServiceDatabase({
    url: databaseUrl,
    schema: `${schema}_sub`,
    entities: [],
    migrations: [],
    poolSize: 6,
  });

  const workDone = new Map();
  const latencies = [];
  // Split each latency at the moment the bus accepted the event: relay lag, then delivery (bus + consumer).
  const handedOver = new Map();
  const relayLags = [];
  const deliveryLags = [];
  const publish = publisherBus.publish.bind(publisherBus);
  publisherBus.publish = async (messages) => {
    const sent = performance.now();
    for (const message of messages) handedOver.set(message.headers['event-id'], sent);
    await publish(messages);
  };
  let seen = 0;
  let allSeen;
  const done = new Promise((resolve) => (allSeen = resolve));
  class RecordLatencyWhenRegistered {
    async handle(event) {
      const started = workDone.get(event.eventId);
      const now = performance.now();
      if (started !== undefined) {
        latencies.push(now - started);
        relayLags.push(handedOver.get(event.eventId) - started);
        deliveryLags.push(now - handedOver.get(event.eventId));
      }
      if (++seen === EVENTS + 1) allSeen();
    }
  }
  const handler = new RecordLatencyWhenRegistered();
  const consumer = new kit.EventConsumer(subscriber, subscriberBus, { service: `${schema}_sub` });
  await consumer.start([kit.on(IdentityEvents.UserRegistered, RecordLatencyWhenRegistered)], () => handler);
  const relay = new kit.OutboxRelay(publisher, publisherBus, { service: `${schema}_pub`, databaseUrl, pollIntervalMs: 1000 });
  await relay.start();

  const uow = new kit.UnitOfWork(publisher, kit.outboxChannel(`${schema}_pub`));
  const register = (userId) =>
    uow.run(async (tx) => {
      const eventId = await tx.publish(IdentityEvents.UserRegistered, userId, {
        userId,
        role: 'creator',
        email: `${userId}@example.com`,
      });
      workDone.set(eventId, performance.now());
    });

  // One warm-up event: the consumer group has joined and every connection is open before we measure.
  await register('warm-up');
  while (seen === 0) await sleep(20);
  latencies.length = 0;
  relayLags.length = 0;
  deliveryLags.length = 0;

  const started = performance.now();
  const interval = (1000 * WRITERS) / RATE;
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      let due = started + writer * (interval / WRITERS);
      while (next < EVENTS) {
        const index = next++;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        await register(`user-${index}`);
        due += interval;
      }
    }),
  );
  const timeout = setTimeout(() => allSeen(), 60_000);
  await done;
  clearTimeout(timeout);
  const elapsed = (performance.now() - started) / 1000;

  await relay.stop();
  await publisherBus.stop();
  if (subscriberBus !== publisherBus) await subscriberBus.stop();
  await publisher.destroy();
  await subscriber.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = (values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      99,
    ).toFixed(1);
  return {
    bus: name,
    'target/s': RATE,
    events: sorted.length,
    'rate/s': Math.round(sorted.length / elapsed),
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p90 ms': percentile(sorted, 90).toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    'max ms': sorted[sorted.length - 1].toFixed(1),
    'relay p99': p99(relayLags),
    'delivery p99': p99(deliveryLags),
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-pg-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
let mock;
const results = [];
try {
  for (const rate of RATES) {
    RATE = rate;
    if (!args.only || args.only === 'in-process') {
      results.push(
        await measure('in-process', databaseUrl, async () => {
          const bus = new kit.InProcessEventBus({ databaseUrl, pollIntervalMs: 1000 });
          bus.shared = true; // one bus carries both services, as in the embedded topology
          return bus;
        }),
      );
    }
    if (!args.only || args.only === 'kafka') {
      // A fresh cluster per run, so a new consumer group never reads the previous run's events.
      await mock?.stop();
      mock = await startKafkaMock([`${IdentityEvents.UserRegistered.topic}:3`]);
      results.push(
        await measure('kafka (mock)', databaseUrl, async (clientId) => {
          const bus = new kit.KafkaEventBus({
            brokers: [mock.brokers],
            clientId,
            // The consumers' default wait: the broker (the mock's long-polling proxy) answers when data arrives.
            consumer: { maxWaitTimeInMs: MAX_WAIT_MS, sessionTimeout: 6000, heartbeatInterval: 500 },
          });
          await bus.start();
          return bus;
        }),
      );
    }
  }
} finally {
  await mock?.stop();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\ncommit → handler latency, ${EVENTS} events per run from ${WRITERS} writers, Kafka fetch maxWait ${MAX_WAIT_MS} ms (${os.cpus().length} CPUs)`,
);
console.table(results);
const targets = { 'in-process': 20, kafka: 100 };
let failed = false;
for (const result of results.filter((candidate) => candidate['target/s'] === RATES[0])) {
  const target = result.bus.startsWith('kafka') ? targets.kafka : targets['in-process'];
  const ok = Number(result['p99 ms']) < target;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'MISS'} ${result.bus} at ${RATES[0]}/s: p99 ${result['p99 ms']} ms (target < ${target} ms)`);
}
process.exit(failed ? 1 : 0);
