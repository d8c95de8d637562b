import { useEffect, useRef } from 'react';
import { Avatar, EmptyState, Icon, RelativeTime } from '@clipwerk/ui';
import type { MessageBody } from '@clipwerk/contracts/messaging';
import { TEXTS } from '../messages';
import { MessageAttachments } from './Attachments';

/** A read tick for the sender's own messages: one check when sent, two when the other side has read it. */
export function ReadTick({ read }: { read: boolean }) {
  return (
    <span className={read ? 'msg-tick msg-tick--read' : 'msg-tick'} title={read ? TEXTS.read : TEXTS.delivered}>
      <span aria-hidden="true">{read ? '✓✓' : '✓'}</span>
      <span className="cw-visually-hidden">{read ? TEXTS.read : TEXTS.delivered}</span>
    </span>
  );
}

/** The messages of a conversation, oldest first, kept scrolled to the newest. */
export function MessageList({ messages }: { messages: MessageBody[] }) {
  const end = useRef<HTMLDivElement>(null);
  const newest = messages[messages.length - 1]?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  if (messages.length === 0) {
    return (
      <div className="msg-list msg-list--empty">
        <EmptyState icon={<Icon name="chat" />} title={TEXTS.noMessages} description={TEXTS.noMessagesHint} />
      </div>
    );
  }
  return (
    <div className="msg-list">
      <ol className="msg-list__items" aria-label="Berichten">
        {messages.map((message) => (
          <li key={message.id} className={message.sender.isMe ? 'msg-bubble msg-bubble--mine' : 'msg-bubble'}>
            {!message.sender.isMe && <Avatar src={message.sender.profilePictureUrl} name={message.sender.name} size={28} />}
            <div className="msg-bubble__body">
              <p className="msg-bubble__text">{message.content}</p>
              <MessageAttachments attachments={message.attachments ?? []} />
              <p className="msg-bubble__meta">
                <RelativeTime value={message.sentAt} />
                {message.sender.isMe && <ReadTick read={message.read} />}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
