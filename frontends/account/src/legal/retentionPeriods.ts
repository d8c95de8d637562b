// The privacy page's retention periods as each context states them: the figure its purge goes by, worded by that
// context, so a changed period in a context's domain changes this page without an edit here.
import { useQueries } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
// Every context answers in the kit's one shape; its own contract re-exports it.
import type { RetentionAnswer, StatedRetention } from '@clipwerk/contracts/messaging';
import { OPERATOR_RETENTION } from './legalConstants';

/** Each context that purges, at its own public path, in the order of the page's table. */
const CONTEXT_PATHS = [
  '/users/retention',
  '/projects/retention',
  '/payments/retention',
  '/conversations/retention',
  '/notifications/retention',
  '/analytics/retention',
] as const;

export type RetentionRow = Pick<StatedRetention, 'subject' | 'period'>;

/**
 * GET each context's periods (public). They change with a deploy at most, so one fetch per page load is enough.
 * The rows keep the table's order; the operator's log files and back-ups stand before analytics and last.
 */
export function useRetentionPeriods(): { rows: RetentionRow[]; loading: boolean; failed: boolean } {
  const answers = useQueries({
    queries: CONTEXT_PATHS.map((path) => ({
      queryKey: ['retention', path],
      queryFn: async () => (await api.get<RetentionAnswer>(path, { authRedirect: false })).data.periods,
      staleTime: Infinity,
    })),
  });
  const sent = (path: (typeof CONTEXT_PATHS)[number]) => answers[CONTEXT_PATHS.indexOf(path)].data ?? [];
  const rows: RetentionRow[] = [
    ...CONTEXT_PATHS.slice(0, 5).flatMap(sent),
    OPERATOR_RETENTION.logs,
    ...sent('/analytics/retention'),
    OPERATOR_RETENTION.backups,
  ];
  return { rows, loading: answers.some((answer) => answer.isPending), failed: answers.some((answer) => answer.isError) };
}
