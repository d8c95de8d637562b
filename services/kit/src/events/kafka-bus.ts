import {
  type Consumer,
  type ConsumerConfig,
  Kafka,
  type KafkaConfig,
  type KafkaMessage,
  type logCreator,
  logLevel,
  Partitioners,
  type Producer,
} from 'kafkajs';
import { createLogger } from '../logging/logger';
import type { BusMessage } from './envelope';
import type { BusSubscription, EventBus } from './event-bus';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Overrides for tests (shorter timeouts against the mock cluster). */
  kafka?: Partial<KafkaConfig>;
  /** Consumer overrides (tests: a shorter session timeout, to see a lost member sooner). */
  consumer?: Partial<Omit<ConsumerConfig, 'groupId'>>;
  /**
   * Partitions one consumer handles at the same time (default 1). Order would still hold per partition, and so
   * per aggregate, but against the mock cluster kafkajs stalled for seconds with more than 1 (bench/outbox-latency):
   * measure against the real broker before raising it. Scale out with partitions and replicas instead.
   */
  partitionsConsumedConcurrently?: number;
}

/**
 * After a crash the consumer rejoins as a new member, and the group waits for the old member's session to expire
 * before it rebalances: the session timeout is how long a partition stays unconsumed after a broker or network
 * outage. kafkajs' 30 s is long for us; heartbeats go out between slices of a batch, and a slice takes well under
 * 10 s.
 */
const CONSUMER_DEFAULTS: Partial<ConsumerConfig> = { sessionTimeout: 10_000, heartbeatInterval: 1_000 };
const MAX_RESTART_DELAY_MS = 30_000;
/** Messages of a fetched batch applied in one transaction at most: heartbeats go out between slices. */
const BATCH_SLICE = 100;
const DEFAULT_RETRY = { retries: 8, initialRetryTime: 200, maxRetryTime: 5000 };

/** kafkajs' own log lines go to our structured logger (with their level), not to the console. */
const pinoLogCreator: logCreator = () => {
  const log = createLogger('kafkajs');
  return ({ level, log: { message, ...extra } }) => {
    if (level === logLevel.ERROR) log.error(extra, message);
    else if (level === logLevel.WARN) log.warn(extra, message);
    else if (level === logLevel.INFO) log.info(extra, message);
    else log.debug(extra, message);
  };
};

function busMessageOf(topic: string, message: KafkaMessage): BusMessage {
  return {
    topic,
    key: message.key?.toString() ?? '',
    value: message.value!,
    headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value ?? '')])),
  };
}

/** kafkajs retries an eachBatch failure only if it looks retriable; a TypeError would stop the consumer for good. */
class HandleFailedError extends Error {
  readonly retriable = true;
  constructor(error: unknown) {
    super(`handle failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    this.name = 'HandleFailedError';
  }
}

/**
 * The distributed topology's bus on kafkajs. The producer is idempotent with one request in flight and waits for
 * every in-sync replica (`acks: -1`), so a retried send neither duplicates nor reorders. Each service consumes in
 * its own group; an offset is committed only after `handleBatch` (or `handle`) resolved for it, so a message whose
 * handling failed (and could not even be dead-lettered) is delivered again rather than dropped.
 *
 * Self-healing: a send that failed replaces the producer (its idempotence sequence is in doubt after an unknown
 * outcome; a new producer id starts clean), and a consumer that kafkajs gave up on is replaced by a new one.
 */
export class KafkaEventBus implements EventBus {
  private readonly log = createLogger('kafka-bus');
  private readonly kafka: Kafka;
  private readonly consumers = new Set<Consumer>();
  private producer?: Promise<Producer>;
  private stopped = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: pinoLogCreator,
      retry: DEFAULT_RETRY,
      ...options.kafka,
    });
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.currentProducer();
  }

  async publish(messages: BusMessage[]): Promise<void> {
    const byTopic = new Map<string, BusMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await this.withProducer((producer) =>
      producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, list]) => ({
          topic,
          messages: list.map(({ key, value, headers }) => ({ key, value, headers })),
        })),
      }),
    );
  }

  async subscribe(subscription: BusSubscription): Promise<void> {
    await this.startConsumer(subscription);
  }

  async deadLetter(message: BusMessage, error: string, group: string): Promise<void> {
    await this.withProducer((producer) =>
      producer.send({
        topic: `${message.topic}.dlq`,
        acks: -1,
        messages: [
          {
            key: message.key,
            value: message.value,
            headers: {
              ...message.headers,
              'dlq-error': error.slice(0, 4000),
              'dlq-consumer-group': group,
              'dlq-failed-at': new Date().toISOString(),
            },
          },
        ],
      }),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const consumers = [...this.consumers];
    this.consumers.clear();
    await Promise.all(
      consumers.map((consumer) => consumer.disconnect().catch((error) => this.log.warn({ err: error }, 'consumer disconnect'))),
    );
    const producer = this.producer;
    this.producer = undefined;
    await producer?.then((p) => p.disconnect()).catch(() => undefined);
  }

  private currentProducer(): Promise<Producer> {
    if (!this.producer) {
      const producer = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: true,
        // murmur2 on the key, as the Java client: an aggregate lands on the same partition whoever produces it.
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      const connecting = producer.connect().then(() => producer);
      this.producer = connecting;
      connecting.catch(() => {
        if (this.producer === connecting) this.producer = undefined;
      });
    }
    return this.producer;
  }

  private async withProducer<T>(send: (producer: Producer) => Promise<T>): Promise<T> {
    const current = this.currentProducer();
    try {
      return await send(await current);
    } catch (error) {
      if (this.producer === current) {
        this.producer = undefined;
        void current.then((producer) => producer.disconnect()).catch(() => undefined);
      }
      throw error;
    }
  }

  private async startConsumer(subscription: BusSubscription): Promise<void> {
    const retry = this.options.consumer?.retry ?? this.options.kafka?.retry ?? DEFAULT_RETRY;
    const consumer: Consumer = this.kafka.consumer({
      ...CONSUMER_DEFAULTS,
      ...this.options.consumer,
      groupId: subscription.group,
      allowAutoTopicCreation: true,
      // kafkajs schedules a restart after a crash even if disconnect() raced with it; a stopped bus says no.
      retry: { ...retry, restartOnFailure: async () => !this.stopped && this.consumers.has(consumer) },
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      // A restart that was already under way when we stopped: leave the group again instead of consuming on.
      if (this.stopped || !this.consumers.has(consumer)) void consumer.disconnect().catch(() => undefined);
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      // kafkajs restarts the consumer itself after retriable failures; for the rest we do.
      if (payload.restart || this.stopped || !this.consumers.has(consumer)) return;
      this.log.error({ err: payload.error, group: subscription.group }, 'kafka consumer crashed; replacing it');
      void this.replaceConsumer(subscription, consumer);
    });
    this.consumers.add(consumer);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: subscription.topics, fromBeginning: true });
      await consumer.run({
        autoCommit: true,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 1,
        // A fetched batch goes to `handleBatch` in slices, each slice's offsets resolved only once it is handled (without
        // `handleBatch`, each message's once `handle` resolved): a failure redelivers from the first unhandled one.
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          const { topic } = batch;
          for (let start = 0; start < batch.messages.length; start += BATCH_SLICE) {
            if (!isRunning() || isStale()) return;
            const slice = batch.messages.slice(start, start + BATCH_SLICE);
            try {
              if (subscription.handleBatch) {
                const messages = slice.filter(({ value }) => value).map((message) => busMessageOf(topic, message));
                if (messages.length > 0) await subscription.handleBatch(messages);
                resolveOffset(slice[slice.length - 1].offset);
              } else {
                for (const message of slice) {
                  if (message.value) await subscription.handle(busMessageOf(topic, message));
                  resolveOffset(message.offset);
                }
              }
            } catch (error) {
              this.log.warn({ err: error, topic, group: subscription.group }, 'message not handled; it will be redelivered');
              throw new HandleFailedError(error);
            }
            await heartbeat();
          }
        },
      });
    } catch (error) {
      this.consumers.delete(consumer);
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  private async replaceConsumer(subscription: BusSubscription, crashed: Consumer): Promise<void> {
    this.consumers.delete(crashed);
    await crashed.disconnect().catch(() => undefined);
    for (let attempt = 0; !this.stopped; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** attempt)).unref());
      if (this.stopped) return;
      try {
        await this.startConsumer(subscription);
        return;
      } catch (error) {
        this.log.warn({ err: error, group: subscription.group, attempt }, 'kafka consumer could not start; retrying');
      }
    }
  }
}
