import type { Transaction } from '@clipwerk/kit';
import { MessagingEvents } from '@clipwerk/proto';
import { previewOf } from '../../domain/message-rules';
import type { ConversationEntity, MessageEntity } from '../../infrastructure/persistence/entities';

/** The one way MessageSent is raised, so every route that sends tells the same facts. */
export const messageEvents = {
  sent: (
    tx: Transaction,
    conversation: ConversationEntity,
    message: MessageEntity,
    context: { senderName: string; projectTitle: string },
  ) =>
    tx.publish(
      MessagingEvents.MessageSent,
      conversation.id,
      {
        conversationId: conversation.id,
        messageId: message.id,
        senderId: message.senderId,
        recipientIds: [message.recipientId],
        projectId: conversation.projectId ?? '',
        preview: previewOf(message.content),
        sentAt: message.sentAt.toISOString(),
        senderName: context.senderName,
        projectTitle: context.projectTitle,
      },
      message.senderId,
    ),

  read: (tx: Transaction, conversationId: string, readerId: string, readAt: Date) =>
    tx.publish(
      MessagingEvents.ConversationRead,
      conversationId,
      { conversationId, readerId, readAt: readAt.toISOString() },
      readerId,
    ),
};
