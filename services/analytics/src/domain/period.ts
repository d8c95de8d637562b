/**
 * The periods the analytics page offers, as whole UTC days ending today (today included). The previous period is
 * the same number of days right before it, so a trend always compares equal lengths.
 */
export const PERIODS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type Period = keyof typeof PERIODS;
/** The months a period counts as for its monthly average: thirty days are a month, a year is twelve. */
export const MONTHS_IN: Record<Period, number> = { '7d': 7 / 30, '30d': 1, '90d': 3, '1y': 12 };
export const DEFAULT_PERIOD: Period = '30d';

/** A day as `YYYY-MM-DD` (UTC); inclusive ranges of them. */
export type Day = string;
export interface DayRange {
  from: Day;
  to: Day;
}

export function parsePeriod(raw: unknown): Period | null {
  if (raw === undefined || raw === '') return DEFAULT_PERIOD;
  return typeof raw === 'string' && Object.hasOwn(PERIODS, raw) ? (raw as Period) : null;
}

const DAY_MS = 86_400_000;

export const dayOf = (moment: Date): Day => moment.toISOString().slice(0, 10);

export function addDays(day: Day, days: number): Day {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The period ending on `today`, and the one of the same length before it. */
export function periodRanges(period: Period, today: Day): { current: DayRange; previous: DayRange } {
  const days = PERIODS[period];
  const from = addDays(today, -(days - 1));
  return { current: { from, to: today }, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** The calendar months (`YYYY-MM`) a range touches, oldest first: the chart's bars. */
export function monthsOf({ from, to }: DayRange): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
