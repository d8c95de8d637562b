import { defineEvent } from '../event-definition';
import {
  ConversationReadSchema,
  CreatorResponseRateChangedSchema,
  MessageSentSchema,
} from '../gen/clipwerk/messaging/v1/events_pb';

export * from '../gen/clipwerk/messaging/v1/events_pb';

/**
 * The chat's own stream: every message and read mark, keyed by conversation, so a conversation's stay in order.
 * Groups that need neither (identity reads only the response rate) no longer read the whole chat.
 */
const CONVERSATIONS = { stream: 'conversations', formerStreams: ['events'] };

/** Every event of the messaging context. */
export const MessagingEvents = {
  MessageSent: defineEvent('messaging', 'message.sent', 1, MessageSentSchema, CONVERSATIONS),
  ConversationRead: defineEvent('messaging', 'conversation.read', 1, ConversationReadSchema, CONVERSATIONS),
  CreatorResponseRateChanged: defineEvent('messaging', 'creator.response_rate_changed', 1, CreatorResponseRateChangedSchema),
} as const;
