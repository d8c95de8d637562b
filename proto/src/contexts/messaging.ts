import { defineEvent } from '../event-definition';
import { MessageSentSchema } from '../gen/clipwerk/messaging/v1/events_pb';

export * from '../gen/clipwerk/messaging/v1/events_pb';

/** Every event of the messaging context. */
export const MessagingEvents = {
  MessageSent: defineEvent('messaging', 'message.sent', 1, MessageSentSchema),
} as const;
