// The messaging context's answers as they travel: the controllers are typed with them and the front ends read
// them through @clipwerk/contracts/messaging, so renaming a field breaks the type check on both sides. Types only,
// no code: the browser bundles never carry this file. Dates are ISO 8601.

import type { MESSAGE_MAX } from '../../domain/message-rules';

/** The most characters a message may have: the domain's figure as a type, so a front end's copy that differs does not compile. */
export type MessageMax = typeof MESSAGE_MAX;

/** The other party of a conversation. */
export interface ParticipantBody {
  id: string;
  /** As identity's events named it ('bedrijf' or 'creator'); null before they arrived. */
  role: string | null;
  name: string;
  profilePictureUrl: string | null;
}

/** A conversation in the inbox, as its caller sees it. */
export interface ConversationSummaryBody {
  id: string;
  participant: ParticipantBody;
  project: { id: string; title: string } | null;
  lastMessage: { id: string; content: string; sentAt: string; isFromMe: boolean; read: boolean } | null;
  unreadCount: number;
  createdAt: string;
  lastActivityAt: string;
}

/** A file sent with a message; `url` needs the session's token. */
export interface AttachmentBody {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  url: string;
}

/** A message; `read` tells its sender that the recipient opened the conversation after it arrived (the tick). */
export interface MessageBody {
  id: string;
  conversationId: string;
  content: string;
  attachments: AttachmentBody[];
  sentAt: string;
  read: boolean;
  readAt: string | null;
  sender: { id: string; name: string; profilePictureUrl: string | null; isMe: boolean };
}

/** A conversation opened: its summary, with a page of messages oldest first and whether older ones exist. */
export interface ConversationBody extends ConversationSummaryBody {
  messages: MessageBody[];
  hasMoreMessages: boolean;
}

/** GET /conversations: the inbox and the total of unread messages over every conversation. */
export interface ConversationsAnswer {
  success: true;
  conversations: ConversationSummaryBody[];
  totalUnread: number;
}

/** POST /conversations: 201 with `created` when made now, 200 when it already existed. */
export interface ConversationStartedAnswer {
  success: true;
  created: boolean;
  conversation: ConversationBody;
}

/** GET /conversations/{id}. */
export interface ConversationAnswer {
  success: true;
  conversation: ConversationBody;
}

/** GET /conversations/project/{projectId}: the project's chat, null until one of its parties opens it. */
export interface ProjectConversationAnswer {
  success: true;
  project: { id: string; title: string };
  /** The caller's other party on the project, also before the conversation exists. */
  participant: ParticipantBody;
  conversation: ConversationBody | null;
  messages: MessageBody[];
}

/** POST /conversations/{id}/messages. */
export interface MessageSentAnswer {
  success: true;
  message: MessageBody;
}

/** POST /conversations/project/{projectId}/message: the message and the conversation it landed in. */
export interface ProjectMessageSentAnswer extends MessageSentAnswer {
  conversation: { id: string };
}

/** POST /conversations/{id}/read. */
export interface ConversationReadAnswer {
  success: true;
  conversationId: string;
  unreadCount: 0;
  marked: number;
  totalUnread: number;
}

/** POST /conversations/{id}/attachments. */
export interface AttachmentUploadedAnswer {
  success: true;
  attachment: AttachmentBody;
}

/** GET /conversations/retention: the privacy page's period(s) of this context, in the kit's one shape. */
export type { RetentionAnswer, StatedRetention } from '../../../../kit/src/retention/retention-answer';
