/** The librdkafka mock cluster helper (infra/testing/kafka-mock.js), typed for TypeScript tests. */
export interface KafkaMock {
  /** `host:port` for kafkajs' `brokers`. */
  brokers: string;
  /** Drops every connection and refuses new ones until `up()`: the broker is away. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Adds a round-trip delay to every request. */
  rtt(ms: number): Promise<void>;
  createTopic(name: string, partitions?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface KafkaMockOptions {
  /** Also create `<topic>.dlq` for every topic (default true). */
  deadLetterTopics?: boolean;
  startTimeoutMs?: number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const helper = require('../../../../infra/testing/kafka-mock.js') as {
  startKafkaMock(topics: string[], options?: KafkaMockOptions): Promise<KafkaMock>;
};

/** Starts a one-broker mock cluster with these topics (`name` or `name:partitions`). Needs gcc and librdkafka-dev. */
export function startKafkaMock(topics: string[], options?: KafkaMockOptions): Promise<KafkaMock> {
  return helper.startKafkaMock(topics, options);
}
