import { Avatar, RelativeTime } from '@clipwerk/ui';
import type { ConversationSummaryBody } from '@clipwerk/contracts/messaging';
import { ReadTick } from '../chat/MessageList';
import { TEXTS } from '../messages';

/** One conversation in the list: who, which project, the last message with its tick, when, and how many unread. */
export function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: ConversationSummaryBody;
  selected: boolean;
  onSelect: () => void;
}) {
  const { participant, project, lastMessage, unreadCount } = conversation;
  return (
    <li>
      <button
        type="button"
        className={selected ? 'msg-row msg-row--selected' : 'msg-row'}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        {/* The name follows as text: the picture would only repeat it in the button's name. */}
        <span aria-hidden="true">
          <Avatar src={participant.profilePictureUrl} name={participant.name} size={40} />
        </span>
        <span className="msg-row__main">
          <span className="msg-row__top">
            <strong className="msg-row__name">{participant.name}</strong>
            <RelativeTime className="msg-row__time" value={lastMessage?.sentAt ?? conversation.lastActivityAt} />
          </span>
          {project && <span className="msg-row__project">{project.title}</span>}
          <span className="msg-row__bottom">
            <span className={unreadCount > 0 ? 'msg-row__preview msg-row__preview--unread' : 'msg-row__preview'}>
              {lastMessage?.isFromMe && <ReadTick read={lastMessage.read} />}
              {lastMessage ? `${lastMessage.isFromMe ? `${TEXTS.you}: ` : ''}${lastMessage.content}` : TEXTS.noMessages}
            </span>
            {unreadCount > 0 && (
              <span className="msg-row__count" aria-label={TEXTS.unread(unreadCount)}>
                {unreadCount}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
