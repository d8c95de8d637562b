import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNow } from '@clipwerk/ui';
import type { ProjectDeadlines } from '@clipwerk/contracts/projects';
import { nextStep, type NextStep } from './deadlines';
import { projectKey } from './workspaceApi';

/**
 * The next step with a countdown that advances every second while the page is open; once its deadline passes the
 * project is asked for again, so what the deadline did (an automatic approval) shows without a reload.
 */
export function useNextStep(projectId: string, deadlines: ProjectDeadlines | undefined, isOwner: boolean): NextStep | null {
  const now = useNow(1000);
  const step = nextStep(deadlines, isOwner, now);
  const queryClient = useQueryClient();
  const overdue = step?.overdue ?? false;
  useEffect(() => {
    if (!overdue) return;
    const timer = setInterval(() => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), 5000);
    return () => clearInterval(timer);
  }, [overdue, projectId, queryClient]);
  return step;
}
