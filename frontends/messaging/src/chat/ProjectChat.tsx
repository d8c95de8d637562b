import { useEffect } from 'react';
import { ErrorState, PageSpinner } from '@clipwerk/ui';
import { uploadAttachment, useLiveMessages, useMarkRead, useProjectChat, useSendProjectMessage } from '../api';
import { TEXTS } from '../messages';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useProjectTyping } from './useProjectTyping';
import '../styles.css';

/**
 * The project's conversation between its owner and its selected creator, as the workspace's Chat tab shows it:
 * a 600 px panel; the first message opens the conversation. Opening it marks the other side's messages read.
 */
export default function ProjectChat({ projectId }: { projectId: string }) {
  const chat = useProjectChat(projectId);
  const send = useSendProjectMessage(projectId);
  const { mutate: markRead } = useMarkRead();
  const conversationId = chat.data?.conversation?.id ?? null;
  const unread = chat.data?.conversation?.unreadCount ?? 0;
  const { typing, signalTyping, stopTyping } = useProjectTyping(projectId);
  useLiveMessages();

  useEffect(() => {
    if (conversationId && unread > 0) markRead(conversationId);
  }, [conversationId, unread, markRead]);

  return (
    <section className="msg-panel msg-panel--project" aria-label={TEXTS.chatTitle}>
      {chat.isLoading ? (
        <PageSpinner />
      ) : chat.error && !chat.data ? (
        <ErrorState message={TEXTS.chatLoadFailed} onRetry={() => chat.refetch()} />
      ) : (
        <>
          <MessageList messages={chat.data?.messages ?? []} />
          <p className="msg-typing" aria-live="polite">
            {typing ? TEXTS.typing(typing) : ''}
          </p>
          <Composer
            onTyping={signalTyping}
            onSend={(content, idempotencyKey, attachments) => {
              stopTyping();
              return send.mutateAsync({ content, idempotencyKey, attachments });
            }}
            // Files go into the conversation, which the first message opens.
            onAttach={conversationId ? (file) => uploadAttachment(conversationId, file) : undefined}
          />
        </>
      )}
    </section>
  );
}
