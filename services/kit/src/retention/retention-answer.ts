// Types only: each context's answer contract re-exports these by relative path, so the web client reads one shape
// for every context's periods without resolving the kit's code.

/**
 * A retention period in calendar units. Each context owns its figures (in its domain); the arithmetic is shared
 * (retention-period.ts). Months and years are calendar months and years in UTC: 29 February minus one year is
 * 28 February.
 */
export interface RetentionPeriod {
  years?: number;
  months?: number;
  days?: number;
}

/** One period as its context states it on the privacy page: what, how long in its words, and the figure it purges by. */
export interface StatedRetention {
  subject: string;
  /** Begins with the figure in words ('3 jaar'), then the context's own wording of what counts. */
  period: string;
  retainedFor: RetentionPeriod;
}

/** GET /<context>/retention (public): the periods of one context, in the order its page states them. */
export interface RetentionAnswer {
  success: true;
  data: { periods: StatedRetention[] };
}
