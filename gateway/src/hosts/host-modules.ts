import { PlatformModule, type PlatformConfig } from '@clipwerk/kit';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { EventLogRelay } from '../realtime/event-log-relay';
import { ProjectActivityRelay } from '../realtime/project-activity-relay';
import { SERVICE_REGISTRY } from '../routing/service-registry';
import { GatewayModule } from './gateway.module';

/** A service's root module, as its package `@clipwerk/<name>` exports it under the registry's `rootModule`. */
export function rootModuleOf(name: string, rootModule: string): Type<unknown> {
  // Loaded by name so that a service is added in the registry alone; a wrong name stops the start, naming it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = (require(`@clipwerk/${name}`) as Record<string, unknown>)[rootModule];
  if (typeof exported !== 'function') throw new Error(`@clipwerk/${name} exports no ${rootModule} (infra/services.js)`);
  return exported as Type<unknown>;
}

/** Every bounded context hosted in-process by the embedded topology, in the registry's order. */
export const EMBEDDED_SERVICE_MODULES = SERVICE_REGISTRY.map(({ name, rootModule }) => rootModuleOf(name, rootModule));

/** Embedded: one process, every service module, in-process events. */
@Module({})
export class EmbeddedHostModule {
  static create(platform: PlatformConfig): DynamicModule {
    return {
      module: EmbeddedHostModule,
      imports: [PlatformModule.forRoot(platform), GatewayModule, ...EMBEDDED_SERVICE_MODULES],
      // Comment news reaches sockets from the event log (in-process here); notifications pushes notices itself.
      providers: [EventLogRelay, ProjectActivityRelay],
    };
  }
}

/** Distributed: the gateway alone; `/api` is proxied to the services' own processes. */
@Module({})
export class DistributedGatewayModule {
  static create(platform: PlatformConfig): DynamicModule {
    return {
      module: DistributedGatewayModule,
      imports: [PlatformModule.forRoot(platform), GatewayModule],
      // Comment news reaches sockets from Kafka (one consumer group for every gateway replica); notices arrive
      // through Redis, pushed by notifications' own process.
      providers: [EventLogRelay, ProjectActivityRelay],
    };
  }
}
