// Calls of the messaging screens: the inbox list, one conversation, sending, read marks and the project chat.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import { INBOX_LIMIT, POLL_MS } from './rules';

export interface Participant {
  id: string;
  role: 'bedrijf' | 'creator' | null;
  name: string;
  profilePictureUrl: string | null;
}

export interface ConversationSummary {
  id: string;
  participant: Participant;
  project: { id: string; title: string } | null;
  lastMessage: { id: string; content: string; sentAt: string; isFromMe: boolean; read: boolean } | null;
  unreadCount: number;
  lastActivityAt: string;
}

export interface Message {
  id: string;
  conversationId: string;
  content: string;
  attachments: string[];
  sentAt: string;
  read: boolean;
  sender: { id: string; name: string; profilePictureUrl: string | null; isMe: boolean };
}

export interface Conversation extends ConversationSummary {
  messages: Message[];
  hasMoreMessages: boolean;
}

export const conversationsKey = ['messaging', 'conversations'] as const;
export const conversationKey = (id: string) => ['messaging', 'conversation', id] as const;
export const projectChatKey = (projectId: string) => ['messaging', 'project', projectId] as const;

/** The inbox: polled, and refetched when the window regains focus (realtime comes later). */
export function useConversations(search: string) {
  return useQuery({
    queryKey: [...conversationsKey, search],
    queryFn: () =>
      api.get<{ conversations: ConversationSummary[]; totalUnread: number }>('/conversations', {
        query: { limit: INBOX_LIMIT, q: search },
      }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKey(id ?? ''),
    queryFn: async () => (await api.get<{ conversation: Conversation }>(`/conversations/${id}`)).conversation,
    enabled: id !== null,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useProjectChat(projectId: string) {
  return useQuery({
    queryKey: projectChatKey(projectId),
    queryFn: () =>
      api.get<{ project: { id: string; title: string }; conversation: Conversation | null; messages: Message[] }>(
        `/conversations/project/${projectId}`,
      ),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export interface OutgoingMessage {
  content: string;
  /** The same key on every retry of one send, so the server stores it once. */
  idempotencyKey: string;
}

export function useSendMessage(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, idempotencyKey }: OutgoingMessage) =>
      api.post<{ message: Message }>(
        `/conversations/${conversationId}/messages`,
        { content },
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
    mutationFn: ({ content, idempotencyKey }: OutgoingMessage) =>
      api.post<{ conversation: { id: string }; message: Message }>(
        `/conversations/project/${projectId}/message`,
        { message: content, attachments: [] },
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
    mutationFn: (conversationId: string) => api.post<{ totalUnread: number }>(`/conversations/${conversationId}/read`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
