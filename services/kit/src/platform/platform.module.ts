import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Redis } from 'ioredis';
import path from 'node:path';
import { AuthGuard } from '../auth/auth.guard';
import { KEY_RING, LocalKeyRing, RemoteKeyRing } from '../auth/key-ring';
import { MemoryRevocationList, REVOCATION_LIST, RedisRevocationList } from '../auth/revocation-list';
import { TokenVerifier } from '../auth/token-verifier';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { InProcessEventBus } from '../events/in-process-bus';
import { KafkaEventBus } from '../events/kafka-bus';
import { InMemorySettlementChannel, RedisSettlementChannel, SETTLEMENT, Settlement } from '../events/settlement';
import { HealthController, HealthRegistry } from '../health/health';
import { FILE_STORAGE } from '../storage/file-storage';
import { LocalDiskStorage } from '../storage/local-disk.storage';
import { S3Storage } from '../storage/s3.storage';
import { PLATFORM_CONFIG, type PlatformConfig, readPlatformConfig } from './platform-config';
import { REALTIME_PUSH, RealtimePush } from './realtime-push';

/** A Redis connection when `REDIS_URL` is set (distributed), else null (embedded). */
export const REDIS = Symbol('REDIS');

@Injectable()
class PlatformLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(SETTLEMENT) private readonly settlement: Settlement,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.stop();
    await this.settlement.close();
    await this.redis?.quit().catch(() => undefined);
  }
}

/**
 * The process-wide infrastructure every service module uses: configuration, event bus, file storage, token
 * verification, Redis and health. The host (a service's main.ts, or the embedded gateway) imports it once;
 * which adapter backs each port is decided here from configuration, nowhere else.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: PlatformConfig = readPlatformConfig()): DynamicModule {
    return {
      module: PlatformModule,
      controllers: [HealthController],
      providers: [
        { provide: PLATFORM_CONFIG, useValue: config },
        {
          provide: REDIS,
          useFactory: () => (config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null),
        },
        {
          provide: EVENT_BUS,
          useFactory: async () => {
            const bus: EventBus =
              config.EVENT_BUS === 'kafka'
                ? new KafkaEventBus({
                    brokers: config.KAFKA_BROKERS.split(','),
                    clientId: config.KAFKA_CLIENT_ID,
                    consumer: { maxWaitTimeInMs: config.KAFKA_FETCH_MAX_WAIT_MS },
                  })
                : new InProcessEventBus({ databaseUrl: config.DATABASE_URL, pollIntervalMs: config.OUTBOX_POLL_MS });
            // The in-process log needs a database; a gateway hosting no service has none and never uses the bus.
            if (config.EVENT_BUS === 'kafka' || config.DATABASE_URL) await bus.start();
            return bus;
          },
        },
        {
          // Consumers in other processes report through Redis; in one process (or without Redis) in memory.
          provide: SETTLEMENT,
          inject: [REDIS],
          useFactory: (redis: Redis | null) =>
            new Settlement(redis ? new RedisSettlementChannel(redis) : new InMemorySettlementChannel()),
        },
        {
          provide: FILE_STORAGE,
          useFactory: async () => {
            if (config.STORAGE_DRIVER === 'local') return new LocalDiskStorage(path.resolve(config.STORAGE_DIR));
            const storage = new S3Storage({
              endPoint: config.S3_ENDPOINT,
              port: config.S3_PORT,
              useSSL: config.S3_USE_SSL,
              accessKey: config.S3_ACCESS_KEY,
              secretKey: config.S3_SECRET_KEY,
              bucket: config.S3_BUCKET,
            });
            await storage.ensureBucket();
            return storage;
          },
        },
        {
          provide: KEY_RING,
          useFactory: () => (config.AUTH_JWKS_URL ? new RemoteKeyRing(config.AUTH_JWKS_URL) : new LocalKeyRing()),
        },
        {
          provide: REVOCATION_LIST,
          inject: [REDIS],
          useFactory: (redis: Redis | null) => (redis ? new RedisRevocationList(redis) : new MemoryRevocationList()),
        },
        { provide: REALTIME_PUSH, inject: [REDIS], useFactory: (redis: Redis | null) => new RealtimePush(redis) },
        TokenVerifier,
        HealthRegistry,
        PlatformLifecycle,
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
      exports: [
        PLATFORM_CONFIG,
        REDIS,
        EVENT_BUS,
        SETTLEMENT,
        FILE_STORAGE,
        KEY_RING,
        REVOCATION_LIST,
        REALTIME_PUSH,
        TokenVerifier,
        HealthRegistry,
      ],
    };
  }
}
