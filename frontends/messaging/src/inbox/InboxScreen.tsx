import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, Icon, PageSpinner, useDebounced } from '@clipwerk/ui';
import type { ConversationSummaryBody } from '@clipwerk/contracts/messaging';
import { conversationsKey, useConversations, useLiveMessages } from '../api';
import { TEXTS, inboxTitle } from '../messages';
import { ConversationPane } from './ConversationPane';
import { ConversationRow } from './ConversationRow';
import { ProjectConversationOpener } from './ProjectConversationOpener';
import '../styles.css';

type InboxAnswer = { conversations: ConversationSummaryBody[]; totalUnread: number };

/**
 * /messages: the conversation list with search and unread counts beside the open conversation. `?conversation=`
 * opens one; `?project=` opens the project's conversation, found or made (the workspace's and the active
 * assignments' Chat links).
 */
export default function InboxScreen() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const projectId = params.get('project');
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  const inbox = useConversations(query);
  useLiveMessages();
  const queryClient = useQueryClient();
  const totalUnread = inbox.data?.totalUnread ?? 0;

  useEffect(() => {
    document.title = inboxTitle(totalUnread);
  }, [totalUnread]);

  function open(conversation: ConversationSummaryBody) {
    // Opening sets its unread count to 0 here at once and recounts the total; the read call follows.
    queryClient.setQueriesData<InboxAnswer>({ queryKey: conversationsKey }, (answer) =>
      answer
        ? {
            totalUnread: Math.max(0, answer.totalUnread - conversation.unreadCount),
            conversations: answer.conversations.map((item) => (item.id === conversation.id ? { ...item, unreadCount: 0 } : item)),
          }
        : answer,
    );
    setParams({ conversation: conversation.id });
  }

  const conversations = inbox.data?.conversations ?? [];
  const paneOpen = Boolean(selectedId || projectId);
  return (
    <div className="cw-container cw-page">
      <h1 className="msg-title">{TEXTS.inboxTitle}</h1>
      <div className={paneOpen ? 'msg-inbox msg-inbox--open' : 'msg-inbox'}>
        <aside className="msg-inbox__list">
          <label className="cw-visually-hidden" htmlFor="msg-search">
            {TEXTS.searchLabel}
          </label>
          <input
            id="msg-search"
            type="search"
            className="msg-search"
            placeholder={TEXTS.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {inbox.isLoading ? (
            <PageSpinner />
          ) : inbox.error && !inbox.data ? (
            <ErrorState message={TEXTS.loadConversationsFailed} onRetry={() => inbox.refetch()} />
          ) : conversations.length === 0 ? (
            <EmptyState
              icon={<Icon name="chat" />}
              title={query ? TEXTS.noSearchResults : TEXTS.noConversations}
              description={query ? undefined : TEXTS.noConversationsHint}
            />
          ) : (
            <ul className="msg-rows" aria-label="Gesprekken">
              {conversations.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  onSelect={() => open(conversation)}
                />
              ))}
            </ul>
          )}
        </aside>
        <section className="msg-inbox__pane msg-panel" aria-label="Gesprek">
          {selectedId ? (
            <ConversationPane key={selectedId} conversationId={selectedId} onBack={() => setParams({})} />
          ) : projectId ? (
            <ProjectConversationOpener projectId={projectId} />
          ) : (
            <EmptyState icon={<Icon name="chat" />} title={TEXTS.chooseConversation} description={TEXTS.chooseConversationHint} />
          )}
        </section>
      </div>
    </div>
  );
}
