import { isPastRetention } from '@clipwerk/kit';
import { ENDED_PROJECT_RETENTION } from './retention';

const DAY = 86_400_000;

describe('how long an ended project is kept', () => {
  const now = new Date('2026-11-24T07:00:00Z');
  const sevenYearsAgo = new Date('2019-11-24T07:00:00Z');

  it('keeps a project that ended seven years less a day ago and drops one that ended seven years and a day ago', () => {
    expect(isPastRetention(new Date(sevenYearsAgo.getTime() + DAY), now, ENDED_PROJECT_RETENTION)).toBe(false);
    expect(isPastRetention(new Date(sevenYearsAgo.getTime() - DAY), now, ENDED_PROJECT_RETENTION)).toBe(true);
  });
});
