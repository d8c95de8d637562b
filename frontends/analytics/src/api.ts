// The analytics page's one call: the caller's own figures for a period, with their trends.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';

export type Period = '7d' | '30d' | '90d' | '1y';

export interface Figures {
  totalViews: number;
  totalProjects: number;
  totalEarnings: number;
  averageRating: number | null;
  responseRate: number | null;
  completionRate: number | null;
}

export interface AnalyticsOverview {
  /** The period these figures are of (while the next one loads, the screen still shows these). */
  period?: Period;
  overview: Figures;
  /** Change in percent against the previous period of the same length; null when that had nothing. */
  trends: { [K in keyof Figures]: number | null };
  /** One bar per month (`YYYY-MM`); euros for earnings. */
  chartData: { labels: string[]; earnings: number[]; projects: number[]; views: number[] };
  topPerformers: { id: string; name: string; views: number; engagement: number; revenue: number }[];
}

export function useOverview(period: Period) {
  return useQuery({
    queryKey: ['analytics', 'overview', period],
    queryFn: () => api.get<AnalyticsOverview>('/analytics/overview', { query: { period } }),
    placeholderData: keepPreviousData,
  });
}
