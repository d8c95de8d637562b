import { isPastRetention } from '@clipwerk/kit';
import { NOTICE_RETENTION } from './retention';

describe('how long a notice or a sent mail is kept', () => {
  const now = new Date('2026-03-01T09:00:00Z');

  it('keeps one written a day within the year and drops one written a day before it', () => {
    // A year before 1 March 2026 is 1 March 2025: the day before is the last of February.
    expect(isPastRetention(new Date('2025-03-02T09:00:00Z'), now, NOTICE_RETENTION)).toBe(false);
    expect(isPastRetention(new Date('2025-03-01T09:00:00Z'), now, NOTICE_RETENTION)).toBe(false);
    expect(isPastRetention(new Date('2025-02-28T09:00:00Z'), now, NOTICE_RETENTION)).toBe(true);
  });
});
