import { type Consumer, Kafka, type KafkaConfig, logLevel, type Producer } from 'kafkajs';
import { createLogger } from '../logging/logger';
import type { BusMessage } from './envelope';
import type { BusSubscription, EventBus } from './event-bus';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Overrides for tests (shorter timeouts against the mock cluster). */
  kafka?: Partial<KafkaConfig>;
}

/**
 * The distributed topology's bus on kafkajs. The producer is idempotent with one request in flight and waits for
 * every in-sync replica (`acks: -1`), so a retried send neither duplicates nor reorders. Each service consumes in
 * its own group; an offset is committed only after `handle` resolved, so a message whose handling failed (and
 * could not even be dead-lettered) is delivered again rather than dropped.
 */
export class KafkaEventBus implements EventBus {
  private readonly log = createLogger('kafka-bus');
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly consumers: Consumer[] = [];

  constructor(options: KafkaBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 8, initialRetryTime: 200, maxRetryTime: 5000 },
      ...options.kafka,
    });
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
  }

  async start(): Promise<void> {
    await this.producer.connect();
  }

  async publish(messages: BusMessage[]): Promise<void> {
    const byTopic = new Map<string, BusMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map(({ key, value, headers }) => ({ key, value, headers })),
      })),
    });
  }

  async subscribe(subscription: BusSubscription): Promise<void> {
    const consumer = this.kafka.consumer({ groupId: subscription.group, allowAutoTopicCreation: true });
    await consumer.connect();
    await consumer.subscribe({ topics: subscription.topics, fromBeginning: true });
    await consumer.run({
      autoCommit: true,
      eachMessage: async ({ topic, message }) => {
        if (!message.value) return;
        await subscription.handle({
          topic,
          key: message.key?.toString() ?? '',
          value: message.value,
          headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value ?? '')])),
        });
      },
    });
    this.consumers.push(consumer);
  }

  async deadLetter(message: BusMessage, error: string, group: string): Promise<void> {
    await this.producer.send({
      topic: `${message.topic}.dlq`,
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: { ...message.headers, 'dlq-error': error.slice(0, 4000), 'dlq-consumer-group': group, 'dlq-failed-at': new Date().toISOString() },
        },
      ],
    });
  }

  async stop(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.disconnect().catch((error) => this.log.warn({ err: error }, 'consumer disconnect'))));
    this.consumers.length = 0;
    await this.producer.disconnect().catch(() => undefined);
  }
}
