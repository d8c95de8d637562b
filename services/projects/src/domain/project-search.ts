/** The public project list's filters: budget buckets, deadline windows, text search, paging. */

/** Half-open euro ranges (min ≤ budget < max), so a budget on a boundary is in exactly one bucket. */
export const BUDGET_BUCKETS = {
  '0-250': { min: 0, max: 250 },
  '250-500': { min: 250, max: 500 },
  '500-1000': { min: 500, max: 1_000 },
  '1000-2500': { min: 1_000, max: 2_500 },
  '2500+': { min: 2_500, max: undefined },
} as const satisfies Record<string, { min: number; max: number | undefined }>;
export type BudgetBucket = keyof typeof BUDGET_BUCKETS;
export const BUDGET_BUCKET_KEYS = Object.keys(BUDGET_BUCKETS) as BudgetBucket[];

export function budgetBoundsCents(bucket: BudgetBucket): { min: number; max?: number } {
  const { min, max } = BUDGET_BUCKETS[bucket];
  return max === undefined ? { min: min * 100 } : { min: min * 100, max: max * 100 };
}

/** Deadline filter: the deadline lies between now and this many days ahead. */
export const DEADLINE_WINDOWS = { today: 1, week: 7, month: 30, '3months': 90 } as const;
export type DeadlineWindow = keyof typeof DEADLINE_WINDOWS;
export const DEADLINE_WINDOW_KEYS = Object.keys(DEADLINE_WINDOWS) as DeadlineWindow[];

/** `today` ends at the end of today (UTC); the others are rolling windows from now. */
export function deadlineBounds(window: DeadlineWindow, now: Date): { from: Date; to: Date } {
  const to = new Date(now.getTime() + (DEADLINE_WINDOWS[window] - 1) * 24 * 3600 * 1000);
  to.setUTCHours(23, 59, 59, 999);
  const from = new Date(now);
  from.setUTCHours(0, 0, 0, 0);
  return { from, to };
}

/**
 * Dutch writes plurals of words ending in a vowel with an apostrophe (video's, foto's, auto's). PostgreSQL's
 * parser splits them into 'video' and 's', which would then be required as a phrase: drop the ending so
 * 'video's' finds 'video' (and the documents' own "video's" still index as 'video').
 */
export function searchText(input: string): string {
  return input
    .replace(/([\p{L}\p{N}])['’‘`]s\b/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/**
 * How long the list reuses the search terms of the same typed words: a word that a just-published assignment brings
 * into the vocabulary becomes a typo or compound candidate at most this late. A typed word finds the assignments
 * containing it at once, whatever is reused.
 */
export const SEARCH_TERMS_FRESH_MS = 5_000;
/** How many typed searches' terms are kept: the popular ones. */
export const SEARCH_TERMS_KEPT = 1_000;

export const PROJECTS_PAGE_SIZE = 20;
export const PROJECTS_MAX_PAGE_SIZE = 50;
export const MY_PROJECTS_DEFAULT_LIMIT = 50;
export const MY_PROJECTS_MAX_LIMIT = 100;
export const INTERESTED_CREATORS_SHOWN = 6;

/** Page 1 and the default size unless asked otherwise; nonsense falls back, large pages are capped. */
export function pageRequest(
  page: unknown,
  limit: unknown,
  sizes: { default: number; max: number } = { default: PROJECTS_PAGE_SIZE, max: PROJECTS_MAX_PAGE_SIZE },
): { page: number; limit: number; offset: number } {
  const asInt = (value: unknown) => (typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10));
  const p = asInt(page);
  const l = asInt(limit);
  const safePage = Number.isInteger(p) && p >= 1 ? Math.min(p, 10_000) : 1;
  const safeLimit = Number.isInteger(l) && l >= 1 ? Math.min(l, sizes.max) : sizes.default;
  return { page: safePage, limit: safeLimit, offset: (safePage - 1) * safeLimit };
}

/** `%`, `_` and `\` typed by a visitor are literal characters in an ILIKE pattern, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
