import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import {
  activeIn,
  type AnalyticsRole,
  engagementOf,
  type Overview,
  overviewOf,
  type ProjectSpan,
  type Trends,
  trendsOf,
} from '../../domain/figures';
import { ErrorCodes, Messages } from '../../domain/messages';
import { dayOf, type DayRange, MONTHS_IN, monthsOf, parsePeriod, type Period, periodRanges } from '../../domain/period';
import { OverviewRepository } from '../../infrastructure/persistence/overview.repository';

export const TOP_PERFORMERS = 5;

export interface AnalyticsOverview {
  period: Period;
  overview: Overview;
  trends: Trends;
  chartData: { labels: string[]; earnings: number[]; projects: number[]; views: number[] };
  topPerformers: { id: string; name: string; views: number; engagement: number; revenue: number }[];
}

/** The days of a month (`YYYY-MM`) that lie in the range. */
function monthPart(month: string, range: DayRange): DayRange {
  const first = `${month}-01`;
  const last = `${month}-31`;
  return { from: first > range.from ? first : range.from, to: last < range.to ? last : range.to };
}

/** GET /analytics/overview: the caller's own figures for a period, against the period before it. */
@Injectable()
export class OverviewService {
  constructor(private readonly reads: OverviewRepository) {}

  async execute(caller: { id: string; role: AnalyticsRole }, rawPeriod: unknown, now = new Date()): Promise<AnalyticsOverview> {
    const period = parsePeriod(rawPeriod);
    if (!period) throw AppError.badRequest(ErrorCodes.periodInvalid, Messages.periodInvalid);
    const { current, previous } = periodRanges(period, dayOf(now));
    const isCompany = caller.role === 'bedrijf';
    const [now_, before, months, top, spans] = await Promise.all([
      this.reads.sums(caller.id, current),
      this.reads.sums(caller.id, previous),
      this.reads.months(caller.id, caller.role, current),
      this.reads.topProjects(caller.id, caller.role, current, TOP_PERFORMERS),
      isCompany ? this.reads.projectSpans(caller.id, { from: previous.from, to: current.to }) : ([] as ProjectSpan[]),
    ]);
    const overview = overviewOf(caller.role, now_, activeIn(spans, current), MONTHS_IN[period]);
    const labels = monthsOf(current);
    const byMonth = new Map(months.map((month) => [month.month, month]));
    // A company's bar is its projects active in that month's part of the period; a creator's, the ones completed.
    const projectsIn = (label: string) =>
      isCompany ? activeIn(spans, monthPart(label, current)) : (byMonth.get(label)?.projects ?? 0);
    return {
      period,
      overview,
      trends: trendsOf(overview, overviewOf(caller.role, before, activeIn(spans, previous), MONTHS_IN[period])),
      chartData: {
        labels,
        earnings: labels.map((label) => (byMonth.get(label)?.amountCents ?? 0) / 100),
        projects: labels.map(projectsIn),
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
