import { defineEvent } from '../event-definition';
import { NotificationCreatedSchema } from '../gen/clipwerk/notifications/v1/events_pb';

export * from '../gen/clipwerk/notifications/v1/events_pb';

/** Every event of the notifications context. */
export const NotificationEvents = {
  NotificationCreated: defineEvent('notifications', 'notification.created', 1, NotificationCreatedSchema),
} as const;
