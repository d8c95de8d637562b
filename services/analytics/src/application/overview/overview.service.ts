import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import { type AnalyticsRole, engagementOf, type Overview, overviewOf, type Trends, trendsOf } from '../../domain/figures';
import { ErrorCodes, Messages } from '../../domain/messages';
import { dayOf, monthsOf, parsePeriod, type Period, periodRanges } from '../../domain/period';
import { OverviewRepository } from '../../infrastructure/persistence/overview.repository';

export const TOP_PERFORMERS = 5;

export interface AnalyticsOverview {
  period: Period;
  overview: Overview;
  trends: Trends;
  chartData: { labels: string[]; earnings: number[]; projects: number[]; views: number[] };
  topPerformers: { id: string; name: string; views: number; engagement: number; revenue: number }[];
}

/** GET /analytics/overview: the caller's own figures for a period, against the period before it. */
@Injectable()
export class OverviewService {
  constructor(private readonly reads: OverviewRepository) {}

  async execute(caller: { id: string; role: AnalyticsRole }, rawPeriod: unknown, now = new Date()): Promise<AnalyticsOverview> {
    const period = parsePeriod(rawPeriod);
    if (!period) throw AppError.badRequest(ErrorCodes.periodInvalid, Messages.periodInvalid);
    const { current, previous } = periodRanges(period, dayOf(now));
    const [now_, before, months, top] = await Promise.all([
      this.reads.sums(caller.id, current),
      this.reads.sums(caller.id, previous),
      this.reads.months(caller.id, caller.role, current),
      this.reads.topProjects(caller.id, caller.role, current, TOP_PERFORMERS),
    ]);
    const overview = overviewOf(caller.role, now_);
    const labels = monthsOf(current);
    const byMonth = new Map(months.map((month) => [month.month, month]));
    return {
      period,
      overview,
      trends: trendsOf(overview, overviewOf(caller.role, before)),
      chartData: {
        labels,
        earnings: labels.map((label) => (byMonth.get(label)?.amountCents ?? 0) / 100),
        projects: labels.map((label) => byMonth.get(label)?.projects ?? 0),
        views: labels.map((label) => byMonth.get(label)?.views ?? 0),
      },
      topPerformers: top.map((project) => ({
        id: project.projectId,
        name: project.title,
        views: project.views,
        engagement: engagementOf(project.lifetimeViews, project.lifetimeProposals),
        revenue: project.revenueCents / 100,
      })),
    };
  }
}
