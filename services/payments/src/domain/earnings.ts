import type { Cents } from './money';

/**
 * A creator's earnings: one per settled project, her share as settled. No framework, no I/O: the read side groups
 * the rows in SQL and these rules turn them into the page's figures.
 */

/** The period select of the transactions list; months are calendar months in the Netherlands. */
export const EARNINGS_PERIODS = ['current-month', 'last-month', 'last-3-months', 'all-time'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
export const DEFAULT_EARNINGS_PERIOD: EarningsPeriod = 'all-time';

export const EARNINGS_TIME_ZONE = 'Europe/Amsterdam';

export function isEarningsPeriod(value: unknown): value is EarningsPeriod {
  return typeof value === 'string' && (EARNINGS_PERIODS as readonly string[]).includes(value);
}

/**
 * A period as whole months counted from the start of the current month: `from` months back (inclusive) up to
 * `until` months back (exclusive; null = up to now). All time has no bounds. The last three months are this month
 * and the two before it.
 */
export interface MonthWindow {
  fromMonthsBack: number;
  untilMonthsBack: number | null;
}

export function monthWindow(period: EarningsPeriod): MonthWindow | null {
  switch (period) {
    case 'current-month':
      return { fromMonthsBack: 0, untilMonthsBack: null };
    case 'last-month':
      return { fromMonthsBack: 1, untilMonthsBack: 0 };
    case 'last-3-months':
      return { fromMonthsBack: 2, untilMonthsBack: null };
    case 'all-time':
      return null;
  }
}

/** How far back the monthly breakdown goes: this month and the eleven before it. */
export const MONTHLY_BREAKDOWN_MONTHS = 12;

export type EarningStatus = 'pending' | 'processing' | 'paid' | 'cancelled';

/**
 * An earning's status from the state of its payout (null: no payout recorded for the settled share yet).
 * Held in the dispute window, waiting for a payout account or disputed: pending. Being transferred, or the
 * transfer made but the bank payout failed: processing. Released to her account: paid. Refunded to the company
 * or the transfer reversed: cancelled. An unknown state counts as pending, never as paid.
 */
export function earningStatus(payoutStatus: string | null): EarningStatus {
  switch (payoutStatus) {
    case 'releasing':
    case 'failed':
      return 'processing';
    case 'released':
    case 'paid_out':
      return 'paid';
    case 'refunded':
    case 'reversed':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** Sums over a creator's settled shares, grouped by the state of their payout (one row per state). */
export interface EarningsGroup {
  payoutStatus: string | null;
  projects: number;
  cents: Cents;
  thisMonthCents: Cents;
  lastMonthCents: Cents;
}

export interface EarningsOverview {
  totalCents: Cents;
  pendingCents: Cents;
  thisMonthCents: Cents;
  lastMonthCents: Cents;
  averagePerProjectCents: Cents;
  completedProjects: number;
}

/**
 * The four cards. Everything earned counts except what was cancelled; pending is what has not reached her yet
 * (pending and processing); the average is rounded to the cent, half up.
 */
export function earningsOverview(groups: readonly EarningsGroup[]): EarningsOverview {
  const overview = { totalCents: 0, pendingCents: 0, thisMonthCents: 0, lastMonthCents: 0, completedProjects: 0 };
  for (const group of groups) {
    const status = earningStatus(group.payoutStatus);
    if (status === 'cancelled') continue;
    overview.totalCents += group.cents;
    overview.thisMonthCents += group.thisMonthCents;
    overview.lastMonthCents += group.lastMonthCents;
    overview.completedProjects += group.projects;
    if (status === 'pending' || status === 'processing') overview.pendingCents += group.cents;
  }
  return { ...overview, averagePerProjectCents: averageCents(overview.totalCents, overview.completedProjects) };
}

/** An average per project, rounded to the cent (half up); nothing earned yet is zero. */
function averageCents(cents: Cents, projects: number): Cents {
  return projects === 0 ? 0 : Math.round(cents / projects);
}

export interface MonthlyEarnings {
  /** `YYYY-MM`, the calendar month in the Netherlands. */
  month: string;
  projects: number;
  cents: Cents;
  averagePerProjectCents: Cents;
}

/** One row per month with earnings, newest first; cancelled shares count in no month. */
export function monthlyBreakdown(
  rows: ReadonlyArray<{ month: string; payoutStatus: string | null; projects: number; cents: Cents }>,
): MonthlyEarnings[] {
  const byMonth = new Map<string, Omit<MonthlyEarnings, 'averagePerProjectCents'>>();
  for (const row of rows) {
    if (earningStatus(row.payoutStatus) === 'cancelled') continue;
    const month = byMonth.get(row.month) ?? { month: row.month, projects: 0, cents: 0 };
    month.projects += row.projects;
    month.cents += row.cents;
    byMonth.set(row.month, month);
  }
  return [...byMonth.values()]
    .sort((a, b) => b.month.localeCompare(a.month))
    .map((month) => ({ ...month, averagePerProjectCents: averageCents(month.cents, month.projects) }));
}
