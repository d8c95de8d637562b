import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState, PageSpinner } from '@clipwerk/ui';
import { openProjectConversationQuery } from '../api';
import { TEXTS } from '../messages';

/**
 * `?project=` (the workspace's and the active assignments' Chat links) becomes `?conversation=` of the project's
 * conversation, in place, so it opens like any other: the other party and the assignment above it, even before a
 * message.
 */
export function ProjectConversationOpener({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const opened = useQuery(openProjectConversationQuery(projectId, queryClient));
  const conversationId = opened.data;
  useEffect(() => {
    if (conversationId) setParams({ conversation: conversationId }, { replace: true });
  }, [conversationId, setParams]);
  if (opened.error) return <ErrorState message={TEXTS.loadConversationFailed} onRetry={() => opened.refetch()} />;
  return <PageSpinner />;
}
