import { ConfigError, bool, num, port, readConfig, str } from '../config/read-config';

/** What every process of Clipwerk needs from its environment; read once at start. */
export const platformConfigSpec = {
  NODE_ENV: str({ default: 'development' }),
  /** PostgreSQL; each service uses its own schema in it. Required wherever a service module runs. */
  DATABASE_URL: str({ default: '' }),
  EVENT_BUS: str({ choices: ['in-process', 'kafka'], default: 'in-process' }),
  KAFKA_BROKERS: str({ default: '' }),
  KAFKA_CLIENT_ID: str({ default: 'clipwerk' }),
  REDIS_URL: str({ default: '' }),
  STORAGE_DRIVER: str({ choices: ['local', 's3'], default: 'local' }),
  STORAGE_DIR: str({ default: '.data/files' }),
  S3_ENDPOINT: str({ default: '' }),
  S3_PORT: port({ default: 9000 }),
  S3_USE_SSL: bool({ default: false }),
  S3_ACCESS_KEY: str({ default: '' }),
  S3_SECRET_KEY: str({ default: '' }),
  S3_BUCKET: str({ default: 'clipwerk' }),
  /** Resumable uploads: the largest file (2 GB), and how long an upload may stand still before it is removed. */
  RESUMABLE_MAX_BYTES: num({ default: 2 * 1024 * 1024 * 1024 }),
  RESUMABLE_ABANDON_AFTER_MS: num({ default: 24 * 60 * 60 * 1000 }),
  RESUMABLE_CLEANUP_INTERVAL_MS: num({ default: 60 * 60 * 1000 }),
  /** Identity's JWKS address; empty when identity runs in this process and hands its keys over directly. */
  AUTH_JWKS_URL: str({ default: '' }),
  OUTBOX_POLL_MS: num({ default: 1000 }),
  /** How long a write waits for the consumers of its events before it answers anyway (read-your-writes). */
  SETTLE_WAIT_MS: num({ default: 2000 }),
  /**
   * Longest wait of an empty Kafka fetch. A real broker answers as soon as a message arrives, whatever this is;
   * librdkafka's mock cluster (tests, the local distributed stack) answers only when it expires, so keep it short there.
   */
  KAFKA_FETCH_MAX_WAIT_MS: num({ default: 500 }),
  PUBLIC_URL: str({ default: 'http://localhost:3000' }),
  /** How often each replica purges what outlived its retention periods (daily); 0 turns the purge off. */
  RETENTION_PURGE_INTERVAL_MS: num({ default: 24 * 60 * 60 * 1000 }),
  /** Rows one purge transaction removes or anonymises at most, so no run locks a big table for long. */
  RETENTION_PURGE_BATCH: num({ default: 500 }),
};

export type PlatformConfig = ReturnType<typeof readPlatformConfig>;

export function readPlatformConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(platformConfigSpec, env);
  const problems: string[] = [];
  if (config.EVENT_BUS === 'kafka' && !config.KAFKA_BROKERS) problems.push('KAFKA_BROKERS: required when EVENT_BUS=kafka');
  if (config.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
      if (!config[name]) problems.push(`${name}: required when STORAGE_DRIVER=s3`);
    }
  }
  if (!Number.isInteger(config.RETENTION_PURGE_BATCH) || config.RETENTION_PURGE_BATCH < 1)
    problems.push('RETENTION_PURGE_BATCH: a whole number, 1 or more');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return config;
}

export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
