import type { SentMessage } from '../../application/send-message/send-message.service';
import type { ConversationView } from '../../application/shared/conversation-view';
import { UNNAMED_PARTY } from '../../domain/messages';
import type { ConversationSummary } from '../../infrastructure/persistence/conversation.repository';
import type { AttachmentEntity, MessageEntity, PartyEntity } from '../../infrastructure/persistence/entities';
import type { AttachmentBody, ConversationBody, ConversationSummaryBody, MessageBody, ParticipantBody } from './api.contract';

/** The other party as the projections know them (null: identity's event has not arrived yet). */
export function presentParticipant(
  id: string,
  party: { role: string | null; name: string | null; avatarUrl: string | null } | null,
): ParticipantBody {
  return { id, role: party?.role ?? null, name: party?.name || UNNAMED_PARTY, profilePictureUrl: party?.avatarUrl || null };
}

/** The API shape of a conversation in the inbox, as its caller sees it. */
export function presentSummary(summary: ConversationSummary, callerId: string): ConversationSummaryBody {
  const last = summary.lastMessage;
  return {
    id: summary.id,
    participant: presentParticipant(summary.other.id, summary.other),
    project: summary.projectId ? { id: summary.projectId, title: summary.projectTitle ?? '' } : null,
    lastMessage: last
      ? {
          id: last.id,
          content: last.content,
          sentAt: last.sentAt.toISOString(),
          isFromMe: last.senderId === callerId,
          read: last.readAt !== null,
        }
      : null,
    unreadCount: summary.unreadCount,
    createdAt: summary.createdAt.toISOString(),
    lastActivityAt: summary.lastActivityAt.toISOString(),
  };
}

/** A message; `read` tells its sender that the recipient opened the conversation after it arrived (the tick). */
export function presentMessage(
  message: MessageEntity,
  callerId: string,
  parties: Map<string, Pick<PartyEntity, 'name' | 'avatarUrl'>>,
  attachments: Map<string, AttachmentEntity>,
): MessageBody {
  const sender = parties.get(message.senderId);
  return {
    id: message.id,
    conversationId: message.conversationId,
    content: message.content,
    attachments: message.attachments.flatMap((id) => {
      const file = attachments.get(id);
      return file ? [presentAttachment(file)] : [];
    }),
    sentAt: message.sentAt.toISOString(),
    read: message.readAt !== null,
    readAt: message.readAt ? message.readAt.toISOString() : null,
    sender: {
      id: message.senderId,
      name: sender?.name || UNNAMED_PARTY,
      profilePictureUrl: sender?.avatarUrl || null,
      isMe: message.senderId === callerId,
    },
  };
}

/** A conversation opened: its summary, with a page of messages oldest first and whether older ones exist. */
export function presentConversation(view: ConversationView, callerId: string): ConversationBody {
  return {
    ...presentSummary(view.summary, callerId),
    messages: view.messages.map((message) => presentMessage(message, callerId, view.parties, view.attachments)),
    hasMoreMessages: view.hasMore,
  };
}

/** The message a send stored (or, for a retry, the one it stored the first time). */
export function presentSent(sent: SentMessage, callerId: string): MessageBody {
  const parties = new Map(sent.sender ? [[sent.sender.id, sent.sender]] : []);
  return presentMessage(sent.message, callerId, parties, sent.attachments);
}

/** A file of a message: what the chat shows, and where either party opens it. */
export function presentAttachment(file: AttachmentEntity): AttachmentBody {
  return {
    id: file.id,
    name: file.originalName,
    mimeType: file.mimeType,
    size: file.size,
    url: `/api/conversations/${file.conversationId}/attachments/${file.id}`,
  };
}
