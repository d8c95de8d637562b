import { isPastRetention } from '@clipwerk/kit';
import { MESSAGE_RETENTION } from './retention';

const DAY = 86_400_000;

describe('how long a message is kept', () => {
  const now = new Date('2026-11-24T16:30:00Z');
  const threeYearsAgo = new Date('2023-11-24T16:30:00Z');

  it('keeps a message sent a day less than three years ago and drops one sent a day more', () => {
    expect(isPastRetention(new Date(threeYearsAgo.getTime() + DAY), now, MESSAGE_RETENTION)).toBe(false);
    expect(isPastRetention(new Date(threeYearsAgo.getTime() - DAY), now, MESSAGE_RETENTION)).toBe(true);
  });
});
