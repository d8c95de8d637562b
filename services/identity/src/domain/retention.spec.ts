import { isPastRetention } from '@clipwerk/kit';
import { IDENTITY_LOG_RETENTION, INACTIVE_ACCOUNT_RETENTION } from './retention';

const DAY = 86_400_000;
const now = new Date('2026-11-24T12:00:00Z');
const before = (years: number, days: number) => new Date(Date.UTC(2026 - years, 10, 24, 12) - days * DAY);

describe('when identity lets go of an account or a log', () => {
  it('closes an account last signed in to two years and a day ago, not one two years less a day ago', () => {
    expect(isPastRetention(before(2, -1), now, INACTIVE_ACCOUNT_RETENTION)).toBe(false);
    expect(isPastRetention(before(2, 1), now, INACTIVE_ACCOUNT_RETENTION)).toBe(true);
  });

  it('drops a session or reset record a year after its token ran out', () => {
    expect(isPastRetention(before(1, -1), now, IDENTITY_LOG_RETENTION)).toBe(false);
    expect(isPastRetention(before(1, 1), now, IDENTITY_LOG_RETENTION)).toBe(true);
  });
});
