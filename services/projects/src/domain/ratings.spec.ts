import { Messages } from './messages';
import { RATING_WINDOW_DAYS, averageStars, ratingErrors, ratingRefusal, ratingVisible, ratingWindowEndsAt } from './ratings';

const completedAt = new Date('2026-11-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const after = (ms: number) => new Date(completedAt.getTime() + ms);

describe('ratings', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [4.5, false],
    ['5', false],
  ])('%p stars is %p', (stars, valid) => {
    const errors = ratingErrors({ stars, text: 'Fijne samenwerking' });
    expect(errors.some((e) => e.field === 'stars')).toBe(!valid);
  });

  it('wants a text: blank after trimming is refused, over 1000 characters too', () => {
    expect(ratingErrors({ stars: 4, text: '   ' })).toEqual([{ field: 'text', message: Messages.ratingTextRequired }]);
    expect(ratingErrors({ stars: 4, text: 'x'.repeat(1001) })[0].field).toBe('text');
    expect(ratingErrors({ stars: 4, text: `  ${'x'.repeat(1000)}  ` })).toEqual([]);
  });

  it('may be given only after completion, once, until the window closes', () => {
    expect(ratingRefusal(null, false, completedAt)).toBe('notYet');
    expect(ratingRefusal(completedAt, false, after(RATING_WINDOW_DAYS * day - 1))).toBeNull();
    expect(ratingRefusal(completedAt, true, after(day))).toBe('alreadyGiven');
    expect(ratingRefusal(completedAt, false, after(RATING_WINDOW_DAYS * day))).toBe('windowClosed');
  });

  it('is hidden until both rated or the window closed (double-blind)', () => {
    expect(ratingVisible(false, completedAt, after(day))).toBe(false);
    expect(ratingVisible(true, completedAt, after(day))).toBe(true);
    expect(ratingVisible(false, completedAt, ratingWindowEndsAt(completedAt))).toBe(true);
  });

  it('averages visible stars to two decimals, and has none without ratings', () => {
    expect(averageStars(0, 0)).toBeNull();
    expect(averageStars(13, 3)).toBe(4.33);
    expect(averageStars(14, 3)).toBe(4.67);
  });
});
