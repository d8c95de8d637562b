import { AnalyticsModule } from '@clipwerk/analytics';
import { IdentityModule } from '@clipwerk/identity';
import { MessagingModule } from '@clipwerk/messaging';
import { NotificationsModule } from '@clipwerk/notifications';
import { PaymentsModule } from '@clipwerk/payments';
import { ProjectsModule } from '@clipwerk/projects';
import { ProposalsModule } from '@clipwerk/proposals';
import { PlatformModule, type PlatformConfig } from '@clipwerk/kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { NoticeRelay } from '../realtime/notice-relay';
import { GatewayModule } from './gateway.module';

/** Every bounded context hosted in-process by the embedded topology; add a service's root module here. */
export const EMBEDDED_SERVICE_MODULES = [
  IdentityModule,
  ProjectsModule,
  ProposalsModule,
  PaymentsModule,
  MessagingModule,
  NotificationsModule,
  AnalyticsModule,
];

/** Embedded: one process, every service module, in-process events. */
@Module({})
export class EmbeddedHostModule {
  static create(platform: PlatformConfig): DynamicModule {
    return {
      module: EmbeddedHostModule,
      imports: [PlatformModule.forRoot(platform), GatewayModule, ...EMBEDDED_SERVICE_MODULES],
      // Notices reach sockets from the event log (in-process here).
      providers: [NoticeRelay],
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
      // Notices reach sockets from Kafka: one consumer group for every gateway replica.
      providers: [NoticeRelay],
    };
  }
}
