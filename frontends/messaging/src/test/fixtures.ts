import type { ConversationSummaryBody, MessageBody } from '@clipwerk/contracts/messaging';

const HOUR = 60 * 60 * 1000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
export { HOUR };

export function summary(overrides: Partial<ConversationSummaryBody> = {}): ConversationSummaryBody {
  return {
    id: 'c1',
    participant: { id: 'u-other', role: 'creator', name: 'Sanne de Vries', profilePictureUrl: null },
    project: null,
    lastMessage: { id: 'm1', content: 'Hoi!', sentAt: ago(5 * 60 * 1000), isFromMe: false, read: false },
    unreadCount: 0,
    createdAt: ago(HOUR),
    lastActivityAt: ago(5 * 60 * 1000),
    ...overrides,
  };
}

export function message(overrides: Partial<MessageBody> & { mine?: boolean } = {}): MessageBody {
  const { mine = false, ...rest } = overrides;
  return {
    id: 'm1',
    conversationId: 'c1',
    content: 'Hoi!',
    attachments: [],
    sentAt: ago(5 * 60 * 1000),
    read: false,
    readAt: null,
    sender: mine
      ? { id: 'u-company', name: 'Bakkerij Jansen', profilePictureUrl: null, isMe: true }
      : { id: 'u-other', name: 'Sanne de Vries', profilePictureUrl: null, isMe: false },
    ...rest,
  };
}
