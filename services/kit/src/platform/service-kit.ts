import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type Provider,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ConfigError } from '../config/read-config';
import { openServiceDatabase } from '../database/data-source';
import { EventConsumer, type Subscription } from '../events/event-consumer';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { OutboxRelay } from '../events/outbox-relay';
import { SETTLEMENT, type Settlement } from '../events/settlement';
import { UnitOfWork, outboxChannel } from '../events/unit-of-work';
import { HealthRegistry } from '../health/health';
import { PLATFORM_CONFIG, type PlatformConfig } from './platform-config';

/** What a service declares about itself; its root module passes this to `serviceKit()`. */
export interface ServiceDefinition {
  /** Lower-case context name: schema, consumer group and inbox prefix. */
  name: string;
  entities: Function[];
  migrations: Function[];
  /** Every event the service reacts to, in one list (see `on()`); their handler classes become the module's providers. */
  subscriptions?: Subscription[];
}

export const SERVICE_DEFINITION = Symbol('SERVICE_DEFINITION');

/** Starts the service's outbox relay and event consumer once the module graph is ready; stops them first on shutdown. */
@Injectable()
export class ServiceRuntime implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private relay?: OutboxRelay;

  constructor(
    @Inject(SERVICE_DEFINITION) private readonly definition: ServiceDefinition,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SETTLEMENT) private readonly settlement: Settlement,
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly moduleRef: ModuleRef,
    private readonly health: HealthRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { name } = this.definition;
    this.health.register(`database:${name}`, async () => {
      await this.dataSource.query('SELECT 1');
    });
    this.relay = new OutboxRelay(this.dataSource, this.bus, {
      service: name,
      databaseUrl: this.config.DATABASE_URL,
      pollIntervalMs: this.config.OUTBOX_POLL_MS,
    });
    const consumer = new EventConsumer(this.dataSource, this.bus, {
      service: name,
      settlement: this.settlement,
      relay: this.relay,
    });
    await consumer.start(this.definition.subscriptions ?? [], (type) => this.moduleRef.get(type, { strict: true }));
    await this.relay.start();
    this.unitOfWork.attachRelay(this.relay);
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay?.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * The providers every service module includes: its database (own schema, migrations run at start), the unit of
 * work that writes events to the outbox, the runtime that relays and consumes events, and the handler class of each
 * subscription (so the list of subscriptions is the only place a handler is wired).
 */
export function serviceKit(definition: ServiceDefinition): Provider[] {
  return [
    { provide: SERVICE_DEFINITION, useValue: definition },
    {
      provide: DataSource,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) => {
        if (!config.DATABASE_URL)
          throw new ConfigError(`Invalid configuration:\n  DATABASE_URL: required by the ${definition.name} service`);
        return openServiceDatabase({
          url: config.DATABASE_URL,
          schema: definition.name,
          entities: definition.entities,
          migrations: definition.migrations,
        });
      },
    },
    {
      provide: UnitOfWork,
      inject: [DataSource, SETTLEMENT, PLATFORM_CONFIG],
      useFactory: (dataSource: DataSource, settlement: Settlement, config: PlatformConfig) =>
        new UnitOfWork(dataSource, outboxChannel(definition.name), { settlement, settleWaitMs: config.SETTLE_WAIT_MS }),
    },
    ServiceRuntime,
    ...new Set((definition.subscriptions ?? []).map(({ handler }) => handler)),
  ];
}
