import type { RetentionPeriod, StatedRetention } from './retention-answer';

export type { RetentionPeriod } from './retention-answer';

/**
 * The moment before which a record has outlived `period` at `now`: a record made at or after it is kept, one made
 * before it goes. A record is kept for the whole period, to the millisecond.
 */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  const months = (period.years ?? 0) * 12 + (period.months ?? 0);
  const year = now.getUTCFullYear();
  const targetMonth = now.getUTCMonth() - months;
  const firstOfTarget = new Date(Date.UTC(year, targetMonth, 1));
  const daysInTarget = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(now.getUTCDate(), daysInTarget));
  cutoff.setUTCDate(cutoff.getUTCDate() - (period.days ?? 0));
  return cutoff;
}

/** Whether a record made (or ended) at `at` has outlived `period` at `now`. */
export function isPastRetention(at: Date, now: Date, period: RetentionPeriod): boolean {
  return at.getTime() < retentionCutoff(now, period).getTime();
}

const UNITS = [
  ['years', 'year'],
  ['months', 'month'],
  ['days', 'day'],
] as const;

/**
 * A period in Dutch words, from the platform's own locale data rather than plurals of our own:
 * { years: 3 } → '3 jaar', { months: 26 } → '26 maanden', { years: 1, months: 6 } → '1 jaar en 6 maanden'.
 */
export function retentionInWords(period: RetentionPeriod): string {
  const parts = UNITS.filter(([field]) => period[field]).map(([field, unit]) =>
    new Intl.NumberFormat('nl', { style: 'unit', unit, unitDisplay: 'long' }).format(period[field] ?? 0),
  );
  return new Intl.ListFormat('nl', { type: 'conjunction' }).format(parts);
}

/** A context's period for its privacy answer: its wording, given the figure in words, so the text follows the figure. */
export function stateRetention(subject: string, period: RetentionPeriod, wording: (inWords: string) => string): StatedRetention {
  return { subject, period: wording(retentionInWords(period)), retainedFor: period };
}
