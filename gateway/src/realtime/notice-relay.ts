import { EVENT_BUS, type EventBus, PLATFORM_CONFIG, type PlatformConfig, createLogger, decodeEnvelope } from '@clipwerk/kit';
import { type NotificationCreated, NotificationEvents } from '@clipwerk/proto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';

/** The socket event the client listens to for each kind of notice. */
export const SOCKET_EVENT_OF_NOTICE: Record<string, string> = {
  proposal: 'proposal-received',
  'proposal-status': 'proposal-status-updated',
  message: 'message-received',
  deliverable: 'deliverable-uploaded',
  payment: 'payment-updated',
  project: 'project-updated',
};

/** A notice older than this is history (a new consumer group reads from the start), not news for a toast. */
const FRESH_MS = 60_000;

/**
 * Pushes every stored notice to its user's open sockets, under the socket event of its kind, with the notice's
 * own words (notifications owns them). One consumer group for all gateway replicas: with the Redis adapter an
 * emit to a user's room reaches her sockets on every replica.
 */
@Injectable()
export class NoticeRelay implements OnApplicationBootstrap {
  private readonly log = createLogger('realtime.notices');

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    private readonly realtime: RealtimeGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A gateway with neither Kafka nor the database's event log has no notices to read (it pushes none).
    if (this.platform.EVENT_BUS !== 'kafka' && !this.platform.DATABASE_URL) {
      this.log.warn('no event log to read notices from: sockets get no notices');
      return;
    }
    await this.bus.subscribe({
      group: 'gateway-realtime',
      topics: [NotificationEvents.NotificationCreated.topic],
      handle: async (message) => {
        const { event } = decodeEnvelope(message.value);
        if (event.type !== NotificationEvents.NotificationCreated.type) return;
        const notice = event.payload as unknown as NotificationCreated;
        if (Date.now() - new Date(notice.createdAt).getTime() > FRESH_MS) return;
        const socketEvent = SOCKET_EVENT_OF_NOTICE[notice.type];
        if (!socketEvent) return;
        const data = safeJson(notice.dataJson);
        this.realtime.notifyUser(notice.userId, socketEvent, {
          ...data,
          notification: {
            id: notice.notificationId,
            type: notice.type,
            message: notice.message,
            data,
            link: notice.link,
            createdAt: notice.createdAt,
            read: false,
          },
        });
        this.log.debug({ userId: notice.userId, socketEvent }, 'notice pushed');
      },
    });
  }
}

function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
