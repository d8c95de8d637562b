import { defineEvent } from '../event-definition';
import { NotificationCreatedSchema } from '../gen/clipwerk/notifications/v1/events_pb';

export * from '../gen/clipwerk/notifications/v1/events_pb';

/** Every event of the notifications context. */
export const NotificationEvents = {
  /** No longer published: notifications pushes its notices to sockets itself (decision 079). */
  NotificationCreated: defineEvent('notifications', 'notification.created', 1, NotificationCreatedSchema),
} as const;
