import { Module } from '@nestjs/common';
import { RealtimeGateway } from '../realtime/realtime.gateway';

/** The gateway's own parts, the same in both topologies. */
@Module({ providers: [RealtimeGateway], exports: [RealtimeGateway] })
export class GatewayModule {}
