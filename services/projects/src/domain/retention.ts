/**
 * A project is kept seven years after it ended, the fiscal retention duty for the records behind its invoices:
 * counted from its completion, or for a cancelled project from its last change (the cancellation, or something
 * later, which only keeps it longer). Its brief, deliverables with their files, reviews and ratings go with it.
 * A project that never ended is not removed by this rule.
 */
export const ENDED_PROJECT_RETENTION = { years: 7 } as const;
