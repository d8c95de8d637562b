import { createLogger } from '@clipwerk/kit';
import { NotificationEvents } from '@clipwerk/proto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventLogRelay, FRESH_MS } from './event-log-relay';
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

/**
 * Pushes every stored notice to its user's open sockets, under the socket event of its kind, with the notice's
 * own words (notifications owns them). One consumer group for all gateway replicas: with the Redis adapter an
 * emit to a user's room reaches her sockets on every replica.
 */
@Injectable()
export class NoticeRelay implements OnApplicationBootstrap {
  private readonly log = createLogger('realtime.notices');

  constructor(
    private readonly events: EventLogRelay,
    private readonly realtime: RealtimeGateway,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.events.relay('gateway-realtime', NotificationEvents.NotificationCreated, (notice) => {
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
