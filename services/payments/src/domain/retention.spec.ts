import { isPastRetention } from '@clipwerk/kit';
import { FINANCIAL_RECORD_RETENTION, PAYMENTS_LOG_RETENTION } from './retention';

const DAY = 86_400_000;
const now = new Date('2026-11-24T10:00:00Z');
const yearsAgo = (years: number) => new Date(Date.UTC(2026 - years, 10, 24, 10));

describe('what payments keeps, and how long', () => {
  it('keeps an invoice or posting seven years from when it was made, to the day', () => {
    expect(isPastRetention(new Date(yearsAgo(7).getTime() + DAY), now, FINANCIAL_RECORD_RETENTION)).toBe(false);
    expect(isPastRetention(new Date(yearsAgo(7).getTime() - DAY), now, FINANCIAL_RECORD_RETENTION)).toBe(true);
    expect(isPastRetention(yearsAgo(6), now, FINANCIAL_RECORD_RETENTION)).toBe(false);
    expect(isPastRetention(yearsAgo(8), now, FINANCIAL_RECORD_RETENTION)).toBe(true);
  });

  it('keeps the record of a provider event or a repeated request one year', () => {
    expect(isPastRetention(new Date(yearsAgo(1).getTime() + DAY), now, PAYMENTS_LOG_RETENTION)).toBe(false);
    expect(isPastRetention(new Date(yearsAgo(1).getTime() - DAY), now, PAYMENTS_LOG_RETENTION)).toBe(true);
  });
});
