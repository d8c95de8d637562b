import {
  RATING_PRIOR,
  containsPattern,
  ratingScore,
  FOLLOWER_RANGE_KEYS,
  followerBounds,
  isInFollowerRange,
  pageCount,
  pageRequest,
} from './creator-search';

describe('creator search rules', () => {
  it('has four follower ranges, half-open so a boundary falls in one range', () => {
    expect(FOLLOWER_RANGE_KEYS).toEqual(['1000-10000', '10000-50000', '50000-100000', '100000+']);
    expect(followerBounds('1000-10000')).toEqual({ min: 1_000, max: 10_000 });
    expect(followerBounds('100000+')).toEqual({ min: 100_000 });
    expect(isInFollowerRange(999, '1000-10000')).toBe(false);
    expect(isInFollowerRange(1_000, '1000-10000')).toBe(true);
    expect(isInFollowerRange(10_000, '1000-10000')).toBe(false);
    expect(isInFollowerRange(10_000, '10000-50000')).toBe(true);
    expect(isInFollowerRange(99_999, '50000-100000')).toBe(true);
    expect(isInFollowerRange(5_000_000, '100000+')).toBe(true);
    for (const total of [1_000, 9_999, 10_000, 50_000, 100_000, 2_000_000]) {
      expect(FOLLOWER_RANGE_KEYS.filter((range) => isInFollowerRange(total, range))).toHaveLength(1);
    }
  });

  it('pages by 12 from page 1, caps at 50, and falls back on nonsense', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ page: 1, limit: 12, offset: 0 });
    expect(pageRequest('3', '12')).toEqual({ page: 3, limit: 12, offset: 24 });
    expect(pageRequest(2, 500)).toEqual({ page: 2, limit: 50, offset: 50 });
    expect(pageRequest('-1', '0')).toEqual({ page: 1, limit: 12, offset: 0 });
    expect(pageRequest('abc', '1.5')).toEqual({ page: 1, limit: 1, offset: 0 });
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('makes ILIKE wildcards typed by visitors literal', () => {
    expect(containsPattern('anna')).toBe('%anna%');
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

describe('ratings in the order of the creators list', () => {
  it('ranks many good ratings above one perfect one, and an unrated creator in the middle', () => {
    const many = ratingScore(4.8, 40);
    const one = ratingScore(5, 1);
    const none = ratingScore(null, 0);
    const poor = ratingScore(2, 5);
    expect(many).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(none);
    expect(none).toBe(RATING_PRIOR.stars);
    expect(none).toBeGreaterThan(poor);
  });
});
