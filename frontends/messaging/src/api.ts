// Calls of the messaging screens: the inbox list, one conversation, sending, read marks and the project chat.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, tokenStore, useSocketEvent, type ApiClient } from '@clipwerk/shell/sdk';
import type {
  AttachmentBody,
  AttachmentUploadedAnswer,
  ConversationAnswer,
  ConversationReadAnswer,
  ConversationStartedAnswer,
  ConversationsAnswer,
  MessageSentAnswer,
  ProjectConversationAnswer,
  ProjectMessageSentAnswer,
} from '@clipwerk/contracts/messaging';
import { INBOX_LIMIT, POLL_MS } from './rules';

export const conversationsKey = ['messaging', 'conversations'] as const;
export const conversationKey = (id: string) => ['messaging', 'conversation', id] as const;
export const projectChatKey = (projectId: string) => ['messaging', 'project', projectId] as const;

// Each query is defined once, for the screen (the page's API client) and for the gateway drawing the page (its own).

/** The inbox's conversations matching `search`. */
export const conversationsQuery = (search: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: [...conversationsKey, search],
    queryFn: () => client.get<ConversationsAnswer>('/conversations', { query: { limit: INBOX_LIMIT, q: search } }),
  });

export const conversationQuery = (id: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: async () => (await client.get<ConversationAnswer>(`/conversations/${id}`)).conversation,
  });

export const projectChatQuery = (projectId: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: projectChatKey(projectId),
    queryFn: () => client.get<ProjectConversationAnswer>(`/conversations/project/${projectId}`),
  });

/**
 * The id of the project's conversation (its owner and its selected creator), found or opened now: the one messaging
 * names by the project's key, whichever way either party came in. Opening it makes it when no one wrote yet.
 */
export const openProjectConversationQuery = (projectId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: ['messaging', 'open-project', projectId] as const,
    queryFn: async () => {
      const chat = await queryClient.fetchQuery(projectChatQuery(projectId));
      if (chat.conversation) return chat.conversation.id;
      const started = await api.post<ConversationStartedAnswer>('/conversations', {
        participantId: chat.participant.id,
        projectId,
      });
      return started.conversation.id;
    },
    staleTime: Infinity,
    retry: false,
  });

/** Polled, and refetched when the window regains focus, besides the pushed messages (useLiveMessages). */
const KEPT_CURRENT = { refetchInterval: POLL_MS, refetchOnWindowFocus: true } as const;

/** The inbox. */
export const useConversations = (search: string) =>
  useQuery({ ...conversationsQuery(search), ...KEPT_CURRENT, placeholderData: (previous) => previous });

export const useConversation = (id: string | null) =>
  useQuery({ ...conversationQuery(id ?? ''), ...KEPT_CURRENT, enabled: id !== null });

export const useProjectChat = (projectId: string) => useQuery({ ...projectChatQuery(projectId), ...KEPT_CURRENT });

export interface OutgoingMessage {
  content: string;
  /** The same key on every retry of one send, so the server stores it once. */
  idempotencyKey: string;
  /** Ids of files uploaded to the conversation beforehand. */
  attachments?: string[];
}

export function useSendMessage(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, idempotencyKey, attachments }: OutgoingMessage) =>
      api.post<MessageSentAnswer>(
        `/conversations/${conversationId}/messages`,
        { content, attachments: attachments ?? [] },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId ?? '') });
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

export function useSendProjectMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, idempotencyKey, attachments }: OutgoingMessage) =>
      api.post<ProjectMessageSentAnswer>(
        `/conversations/project/${projectId}/message`,
        { message: content, attachments: attachments ?? [] },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectChatKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/** Marks the other side's messages read; the inbox and the dashboard recount. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => api.post<ConversationReadAnswer>(`/conversations/${conversationId}/read`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/** Uploads one file to a conversation, before the message that will carry it. */
export const uploadAttachment = (conversationId: string, file: File) =>
  api
    .upload<AttachmentUploadedAnswer>(`/conversations/${conversationId}/attachments`, 'file', file)
    .then((answer) => answer.attachment);

/** An attachment's bytes, fetched with the session's token (an <img> or link cannot send it). */
export async function fetchAttachment(attachment: AttachmentBody): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(attachment.url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, 'attachment');
  return response.blob();
}

/** A new message pushed to this user: the inbox, the open conversation and the project chat show it at once. */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  useSocketEvent<{ conversationId?: string; projectId?: string }>('message-received', (payload) => {
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
    if (payload?.conversationId) void queryClient.invalidateQueries({ queryKey: conversationKey(payload.conversationId) });
    if (payload?.projectId) void queryClient.invalidateQueries({ queryKey: projectChatKey(payload.projectId) });
  });
}
