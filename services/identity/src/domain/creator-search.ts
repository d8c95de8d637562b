/** Creator discovery rules: follower ranges and paging. */

export const FOLLOWER_RANGES = {
  '1000-10000': { min: 1_000, max: 10_000 },
  '10000-50000': { min: 10_000, max: 50_000 },
  '50000-100000': { min: 50_000, max: 100_000 },
  '100000+': { min: 100_000, max: undefined },
} as const satisfies Record<string, { min: number; max: number | undefined }>;
export type FollowerRange = keyof typeof FOLLOWER_RANGES;
export const FOLLOWER_RANGE_KEYS = Object.keys(FOLLOWER_RANGES) as FollowerRange[];

/** Half-open bounds (min ≤ total < max), so a count on a boundary falls in exactly one range. */
export function followerBounds(range: FollowerRange): { min: number; max?: number } {
  const { min, max } = FOLLOWER_RANGES[range];
  return max === undefined ? { min } : { min, max };
}

export function isInFollowerRange(total: number, range: FollowerRange): boolean {
  const { min, max } = followerBounds(range);
  return total >= min && (max === undefined || total < max);
}

export const CREATORS_PAGE_SIZE = 12;
export const CREATORS_MAX_PAGE_SIZE = 50;

/** Page 1 and 12 per page unless asked otherwise; nonsense falls back to those, large pages are capped. */
export function pageRequest(page: unknown, limit: unknown): { page: number; limit: number; offset: number } {
  const asInt = (value: unknown) => (typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10));
  const p = asInt(page);
  const l = asInt(limit);
  const safePage = Number.isInteger(p) && p >= 1 ? Math.min(p, 10_000) : 1;
  const safeLimit = Number.isInteger(l) && l >= 1 ? Math.min(l, CREATORS_MAX_PAGE_SIZE) : CREATORS_PAGE_SIZE;
  return { page: safePage, limit: safeLimit, offset: (safePage - 1) * safeLimit };
}

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** `%`, `_` and `\` typed by a visitor are literal characters in an ILIKE pattern, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * How ratings count in the order of the creators list: the mean of a creator's stars pulled towards a neutral 3.5
 * as if she had 3 more ratings of that, so one 5-star rating does not outrank forty 4.8s, and an unrated creator
 * sits in the middle rather than at the bottom.
 */
export const RATING_PRIOR = { stars: 3.5, weight: 3 } as const;

export function ratingScore(averageRating: number | null, ratingCount: number): number {
  return ((averageRating ?? 0) * ratingCount + RATING_PRIOR.stars * RATING_PRIOR.weight) / (ratingCount + RATING_PRIOR.weight);
}

/** The same score in SQL, for the list's ORDER BY. */
export const RATING_SCORE_SQL = `((coalesce(u.average_rating, 0) * u.rating_count + ${RATING_PRIOR.stars * RATING_PRIOR.weight}) / (u.rating_count + ${RATING_PRIOR.weight}))`;
