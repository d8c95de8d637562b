// The analytics context's answers as they travel: the controller is typed with them and the front ends read them
// through @clipwerk/contracts/analytics, so renaming a field breaks the type check on both sides. Types only, no
// code: the browser bundles never carry this file.
import type { Overview, Trends } from '../../domain/figures';
import type { Period } from '../../domain/period';

export type { Overview, Period, Trends };

/** GET /analytics/overview: the caller's own figures for a period, against the period before it. */
export interface AnalyticsOverviewAnswer {
  success: true;
  /** The period these figures are of. */
  period: Period;
  overview: Overview;
  /** Change in percent against the previous period of the same length; null when that had nothing. */
  trends: Trends;
  /** One bar per month (`YYYY-MM`); euros for earnings. */
  chartData: { labels: string[]; earnings: number[]; projects: number[]; views: number[] };
  topPerformers: Array<{ id: string; name: string; views: number; engagement: number; revenue: number }>;
}

/** GET /analytics/retention: the privacy page's period(s) of this context, in the kit's one shape. */
export type { RetentionAnswer, StatedRetention } from '../../../../kit/src/retention/retention-answer';
