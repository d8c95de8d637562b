import { defineEvent } from '../event-definition';
import {
  ConversationReadSchema,
  CreatorResponseRateChangedSchema,
  MessageSentSchema,
} from '../gen/clipwerk/messaging/v1/events_pb';

export * from '../gen/clipwerk/messaging/v1/events_pb';

/** Every event of the messaging context. */
export const MessagingEvents = {
  MessageSent: defineEvent('messaging', 'message.sent', 1, MessageSentSchema),
  ConversationRead: defineEvent('messaging', 'conversation.read', 1, ConversationReadSchema),
  CreatorResponseRateChanged: defineEvent('messaging', 'creator.response_rate_changed', 1, CreatorResponseRateChangedSchema),
} as const;
