// A deliverable's comments: read with react-query, posted, answered, resolved and reopened over the API, and read
// again when the other party changes one (the project's room announces it on the socket).
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useSocket, useToasts } from '@clipwerk/shell/sdk';
import type { DeliverableCommentAnswer, DeliverableCommentsAnswer } from '@clipwerk/contracts/projects';

export const commentsKey = (projectId: string, deliverableId: string) =>
  ['workspace', 'comments', projectId, deliverableId] as const;

export interface NewComment {
  fileId: string;
  atMs: number;
  text: string;
  replyTo?: string;
}

interface CommentNews {
  projectId: string;
  deliverableId: string;
}

/** Joins the project's room (again after a reconnect) and reads the comments anew when one of them changes. */
function useCommentNews(projectId: string, deliverableId: string) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const join = () => socket.emit('join-project', projectId);
    const heard = (news: CommentNews) => {
      if (news.projectId !== projectId || news.deliverableId !== deliverableId) return;
      void queryClient.invalidateQueries({ queryKey: commentsKey(projectId, deliverableId) });
    };
    join();
    socket.on('connect', join);
    socket.on('deliverable-comment', heard);
    return () => {
      socket.off('connect', join);
      socket.off('deliverable-comment', heard);
    };
  }, [socket, queryClient, projectId, deliverableId]);
}

export function useDeliverableComments(projectId: string, deliverableId: string) {
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const key = commentsKey(projectId, deliverableId);
  const base = `/projects/${projectId}/deliverables/${deliverableId}/comments`;
  const comments = useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<DeliverableCommentsAnswer>(base)).comments,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  useCommentNews(projectId, deliverableId);
  const onError = (error: unknown) => notify(errorMessage(error), { tone: 'danger' });

  const post = useMutation({
    mutationFn: (comment: NewComment) => api.post<DeliverableCommentAnswer>(base, comment),
    onSuccess: refresh,
    onError,
  });
  const setResolved = useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) =>
      api.post<DeliverableCommentAnswer>(`${base}/${id}/${resolved ? 'resolve' : 'reopen'}`),
    onSuccess: refresh,
    onError,
  });
  return { comments: comments.data ?? [], loading: comments.isLoading, post, setResolved };
}
