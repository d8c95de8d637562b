import type { FactoryProvider } from '@nestjs/common';
import type { EventDefinition } from '@clipwerk/proto';
import { on } from '../events/event-consumer';
import { DataSource } from 'typeorm';
import { ConfigError } from '../config/read-config';
import { type PlatformConfig, readPlatformConfig } from './platform-config';
import { serviceKit } from './service-kit';

const DATABASE_URL = 'postgres://clipwerk:secret@127.0.0.1:5432/clipwerk';

function configError(read: () => unknown): ConfigError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('readPlatformConfig', () => {
  it('reads a minimal environment with the embedded defaults', () => {
    expect(readPlatformConfig({ DATABASE_URL })).toMatchObject({
      DATABASE_URL,
      EVENT_BUS: 'in-process',
      STORAGE_DRIVER: 'local',
      OUTBOX_POLL_MS: 1000,
    });
  });

  it('stops at EVENT_BUS=kafka without KAFKA_BROKERS, naming it', () => {
    expect(configError(() => readPlatformConfig({ DATABASE_URL, EVENT_BUS: 'kafka' })).message).toMatch(/KAFKA_BROKERS/);
    expect(readPlatformConfig({ DATABASE_URL, EVENT_BUS: 'kafka', KAFKA_BROKERS: 'kafka:9092' }).KAFKA_BROKERS).toBe(
      'kafka:9092',
    );
  });

  it('stops at an unknown EVENT_BUS or a malformed number, naming each', () => {
    const { message } = configError(() => readPlatformConfig({ DATABASE_URL, EVENT_BUS: 'rabbitmq', OUTBOX_POLL_MS: 'often' }));
    expect(message).toMatch(/EVENT_BUS/);
    expect(message).toMatch(/OUTBOX_POLL_MS/);
  });

  it('stops at STORAGE_DRIVER=s3 without its endpoint and keys, naming each missing one', () => {
    const { message } = configError(() => readPlatformConfig({ DATABASE_URL, STORAGE_DRIVER: 's3', S3_ENDPOINT: 'minio' }));
    expect(message).not.toMatch(/S3_ENDPOINT/);
    expect(message).toMatch(/S3_ACCESS_KEY/);
    expect(message).toMatch(/S3_SECRET_KEY/);
  });
});

describe('serviceKit database provider', () => {
  // DATABASE_URL is optional for the platform as a whole (the embedded gateway provides it itself);
  // a service module that opens its database must stop at start without it, naming it.
  it('stops with a ConfigError naming DATABASE_URL when it is missing', async () => {
    const config: PlatformConfig = readPlatformConfig({});
    expect(config.DATABASE_URL).toBe('');
    const provider = serviceKit({ name: 'projects', entities: [], migrations: [] }).find(
      (candidate): candidate is FactoryProvider =>
        typeof candidate === 'object' && 'provide' in candidate && candidate.provide === DataSource,
    )!;
    const error = configError(() => provider.useFactory(config));
    expect(error.message).toMatch(/DATABASE_URL/);
    expect(error.message).toMatch(/projects/);
  });
});

describe('serviceKit handlers', () => {
  it('provides the handler class of every subscription, once each', () => {
    class KeepA {
      async handle(): Promise<void> {}
    }
    class KeepB {
      async handle(): Promise<void> {}
    }
    const event = { type: 'x.happened' } as unknown as EventDefinition;
    const other = { type: 'y.happened' } as unknown as EventDefinition;
    const providers = serviceKit({
      name: 'projects',
      entities: [],
      migrations: [],
      subscriptions: [on(event, KeepA), on(other, KeepA), on(other, KeepB)],
    });
    expect(providers.filter((provider) => provider === KeepA)).toHaveLength(1);
    expect(providers).toContain(KeepB);
  });
});
