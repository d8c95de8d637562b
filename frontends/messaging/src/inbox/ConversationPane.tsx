import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, ErrorState, PageSpinner, buttonClass } from '@clipwerk/ui';
import { uploadAttachment, useConversation, useMarkRead, useSendMessage } from '../api';
import { Composer } from '../chat/Composer';
import { MessageList } from '../chat/MessageList';
import { TEXTS } from '../messages';

/** The open conversation: who, a link to the project, the messages and the composer. Opening it marks it read. */
export function ConversationPane({ conversationId, onBack }: { conversationId: string; onBack: () => void }) {
  const conversation = useConversation(conversationId);
  const send = useSendMessage(conversationId);
  const { mutate: markRead } = useMarkRead();
  const unread = conversation.data?.unreadCount ?? 0;

  useEffect(() => {
    if (unread > 0) markRead(conversationId);
  }, [conversationId, unread, markRead]);

  if (conversation.isLoading) return <PageSpinner />;
  if (!conversation.data) {
    return <ErrorState message={TEXTS.loadConversationFailed} onRetry={() => conversation.refetch()} />;
  }
  const { participant, project, messages } = conversation.data;
  return (
    <>
      <header className="msg-pane__head">
        <button type="button" className="msg-pane__back" onClick={onBack}>
          ← {TEXTS.back}
        </button>
        <Avatar src={participant.profilePictureUrl} name={participant.name} size={40} />
        <div className="msg-pane__who">
          <strong>{participant.name}</strong>
          {project && <span className="cw-muted cw-small">{project.title}</span>}
        </div>
        {project && (
          <Link className={`${buttonClass('secondary', 'sm')} msg-pane__project`} to={`/project-workspace/${project.id}`}>
            {TEXTS.toProject}
          </Link>
        )}
      </header>
      <MessageList messages={messages} />
      <Composer
        onSend={(content, idempotencyKey, attachments) => send.mutateAsync({ content, idempotencyKey, attachments })}
        onAttach={(file) => uploadAttachment(conversationId, file)}
      />
    </>
  );
}
