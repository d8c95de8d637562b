// The analytics page's one call: the caller's own figures for a period, with their trends.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { AnalyticsOverviewAnswer, Period } from '@clipwerk/contracts/analytics';

export function useOverview(period: Period) {
  return useQuery({
    queryKey: ['analytics', 'overview', period],
    queryFn: () => api.get<AnalyticsOverviewAnswer>('/analytics/overview', { query: { period } }),
    placeholderData: keepPreviousData,
  });
}
