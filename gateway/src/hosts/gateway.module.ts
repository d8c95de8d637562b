import { Module } from '@nestjs/common';
import { ProjectParties } from '../realtime/project-parties';
import { RealtimeGateway } from '../realtime/realtime.gateway';

/** The gateway's own parts, the same in both topologies. */
@Module({ providers: [RealtimeGateway, ProjectParties], exports: [RealtimeGateway] })
export class GatewayModule {}
