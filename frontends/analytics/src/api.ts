// The analytics page's calls: the caller's own figures for a period, with their trends, and the count of her
// assignments as projects sends it (the same number as on the dashboard).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { AnalyticsOverviewAnswer, Period } from '@clipwerk/contracts/analytics';
import type { MyActiveProjectsAnswer, MyProjectsAnswer } from '@clipwerk/contracts/projects';

export function useOverview(period: Period) {
  return useQuery({
    queryKey: ['analytics', 'overview', period],
    queryFn: () => api.get<AnalyticsOverviewAnswer>('/analytics/overview', { query: { period } }),
    placeholderData: keepPreviousData,
  });
}

/** A company's active assignments, a creator's completed ones: projects' figures, which have no period. */
export function useProjectsFigure(role: 'bedrijf' | 'creator') {
  return useQuery({
    queryKey: ['analytics', 'projects-figure', role],
    queryFn: async () =>
      role === 'bedrijf'
        ? (await api.get<MyProjectsAnswer>('/projects/my', { query: { limit: 1 } })).stats.activeProjects
        : (await api.get<MyActiveProjectsAnswer>('/projects/my-active', { query: { limit: 1 } })).stats.completedProjects,
  });
}
