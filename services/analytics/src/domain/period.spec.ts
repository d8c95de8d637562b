import { addDays, monthsOf, parsePeriod, periodRanges } from './period';

describe('analytics periods', () => {
  it('reads 7d, 30d, 90d and 1y, defaults to 30d and refuses anything else', () => {
    expect(['7d', '30d', '90d', '1y'].map(parsePeriod)).toEqual(['7d', '30d', '90d', '1y']);
    expect(parsePeriod(undefined)).toBe('30d');
    expect(parsePeriod('')).toBe('30d');
    for (const wrong of ['14d', '1Y', 'toString', '__proto__', ['7d'], 7]) expect(parsePeriod(wrong)).toBeNull();
  });

  it('ends the period today and puts a previous period of the same length right before it', () => {
    expect(periodRanges('7d', '2026-03-07')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-07' },
      previous: { from: '2026-02-22', to: '2026-02-28' },
    });
    expect(periodRanges('30d', '2026-03-01')).toEqual({
      current: { from: '2026-01-31', to: '2026-03-01' },
      previous: { from: '2026-01-01', to: '2026-01-30' },
    });
    // 1y is 365 days, also across a leap day.
    expect(periodRanges('1y', '2028-12-31').current.from).toBe('2028-01-02');
    expect(periodRanges('1y', '2028-12-31').previous).toEqual({ from: '2027-01-02', to: '2028-01-01' });
  });

  it('counts days in UTC across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('lists the months a period touches as the chart bars', () => {
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-07' })).toEqual(['2026-03']);
    expect(monthsOf({ from: '2025-11-20', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf(periodRanges('1y', '2026-11-24').current)).toHaveLength(13);
    // On a month's last day the 365 days begin on the first of the next month a year ago: twelve bars.
    const lastDay = monthsOf(periodRanges('1y', '2026-11-30').current);
    expect(lastDay).toHaveLength(12);
    expect([lastDay[0], lastDay.at(-1)]).toEqual(['2025-12', '2026-11']);
  });
});
