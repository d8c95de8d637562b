/**
 * Facts per day are kept 26 months from their day, long enough to compare a year with the year before it;
 * a project's or proposal's facts go once every day they were counted on has gone.
 */
export const DAILY_FACT_RETENTION = { months: 26 } as const;
