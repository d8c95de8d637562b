import type { Day, DayRange } from './period';

/** Who is looking: a company sees its projects and what it spent, a creator her hired work and what she earned. */
export type AnalyticsRole = 'bedrijf' | 'creator';

/** One user's daily facts summed over a range of days (see the user_day table). */
export interface FactSums {
  views: number;
  published: number;
  completed: number;
  amountCents: number;
  ratingSum: number;
  ratingCount: number;
  proposals: number;
  proposalsAnswered: number;
  hires: number;
  hiresCompleted: number;
}

export const NO_FACTS: FactSums = {
  views: 0,
  published: 0,
  completed: 0,
  amountCents: 0,
  ratingSum: 0,
  ratingCount: 0,
  proposals: 0,
  proposalsAnswered: 0,
  hires: 0,
  hiresCompleted: 0,
};

export interface Overview {
  totalViews: number;
  totalProjects: number;
  /** Euros: a company's spend, a creator's earnings. */
  totalEarnings: number;
  /** Euros a month at the period's pace; null without money in the period (no pace, not 0 a month). */
  monthlyAverage: number | null;
  averageRating: number | null;
  /** Percentages 0–100, one decimal; null when nothing could be answered or completed. */
  responseRate: number | null;
  completionRate: number | null;
}

export type Trends = { [K in keyof Overview]: number | null };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const share = (part: number, whole: number) => (whole > 0 ? oneDecimal((100 * part) / whole) : null);

/** When a company's project was open: its first day published (null: never) and the day it was approved or cancelled. */
export interface ProjectSpan {
  publishedDay: Day | null;
  endedDay: Day | null;
}

/** Active at some moment of the range: published by its last day and not ended before its first. */
export const wasActiveIn = ({ publishedDay, endedDay }: ProjectSpan, { from, to }: DayRange): boolean =>
  publishedDay !== null && publishedDay <= to && (endedDay === null || (endedDay >= from && endedDay >= publishedDay));

export const activeIn = (spans: readonly ProjectSpan[], range: DayRange): number =>
  spans.filter((span) => wasActiveIn(span, range)).length;

/**
 * The figures of one period; what each one counts is written down in docs/decisions/043. A company's projects are
 * the ones active in the period, counted from their spans; a creator's the ones completed in it.
 */
export function overviewOf(role: AnalyticsRole, sums: FactSums, activeProjects = 0, months = 1): Overview {
  return {
    totalViews: sums.views,
    totalProjects: role === 'bedrijf' ? activeProjects : sums.completed,
    totalEarnings: sums.amountCents / 100,
    monthlyAverage: sums.amountCents > 0 ? Math.round(sums.amountCents / months) / 100 : null,
    averageRating: sums.ratingCount > 0 ? Math.round((sums.ratingSum / sums.ratingCount) * 100) / 100 : null,
    responseRate: share(sums.proposalsAnswered, sums.proposals),
    completionRate: share(sums.hiresCompleted, sums.hires),
  };
}

/** Change in percent against the previous period; null when that period had nothing to compare with. */
export function change(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return oneDecimal(((current - previous) / Math.abs(previous)) * 100);
}

export function trendsOf(current: Overview, previous: Overview): Trends {
  const keys = Object.keys(current) as (keyof Overview)[];
  return Object.fromEntries(keys.map((key) => [key, change(current[key], previous[key])])) as Trends;
}

/** A project's engagement: the share of its views that led to a proposal, in percent. */
export const engagementOf = (views: number, proposals: number): number => share(proposals, views) ?? 0;
