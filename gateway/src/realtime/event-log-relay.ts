import { EVENT_BUS, type EventBus, PLATFORM_CONFIG, type PlatformConfig, createLogger, decodeEnvelope } from '@clipwerk/kit';
import { type EventDefinition, type EventPayload, topicsOf } from '@clipwerk/proto';
import { Inject, Injectable } from '@nestjs/common';

/** An event older than this is history (a new consumer group reads from the start), not news for an open screen. */
export const FRESH_MS = 60_000;

/**
 * Reads one event type from the event log for the sockets: one consumer group for all gateway replicas (with the
 * Redis adapter an emit to a room reaches its sockets on every replica). A gateway with neither Kafka nor the
 * database's event log has nothing to read: it says so once and relays nothing.
 */
@Injectable()
export class EventLogRelay {
  private readonly log = createLogger('realtime.relay');

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async relay<D extends EventDefinition>(
    group: string,
    definition: D,
    handle: (payload: EventPayload<D>, occurredAt: Date) => void,
  ): Promise<void> {
    if (this.platform.EVENT_BUS !== 'kafka' && !this.platform.DATABASE_URL) {
      this.log.warn({ group }, 'no event log to read from: sockets hear nothing of it');
      return;
    }
    await this.bus.subscribe({
      group,
      topics: topicsOf([definition]),
      types: [definition.type],
      handle: async (message) => {
        const { event } = decodeEnvelope(message.value);
        if (event.type === definition.type) handle(event.payload as unknown as EventPayload<D>, event.occurredAt);
      },
    });
  }
}
