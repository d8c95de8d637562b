import { isPastRetention } from '@clipwerk/kit';
import { DAILY_FACT_RETENTION } from './retention';

const DAY = 86_400_000;

describe('how long analytics keeps a day', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  const cutoff = new Date('2024-09-24T08:00:00Z');

  it('keeps a day 26 months and drops it a day later', () => {
    expect(isPastRetention(new Date(cutoff.getTime() + DAY), now, DAILY_FACT_RETENTION)).toBe(false);
    expect(isPastRetention(new Date(cutoff.getTime() - DAY), now, DAILY_FACT_RETENTION)).toBe(true);
  });

  it('still keeps what the longest period of the page compares: this year and the one before', () => {
    expect(isPastRetention(new Date(now.getTime() - 2 * 365 * DAY), now, DAILY_FACT_RETENTION)).toBe(false);
  });
});
