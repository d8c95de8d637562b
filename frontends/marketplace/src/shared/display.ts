// How marketplace screens show a project's figures. Every amount is the server's; these only choose words and
// hand the number to the design system's nl-NL formatters.
import { INDUSTRIES, formatDate, formatEuro, formatRelativeDeadline, labelOf } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';

/** A budget is one amount: the server answers no ranges. */
export const budgetLabel = (budget: ProjectBody['budget']): string => formatEuro(budget);

/** 'Nog 3 weken' style text with the date: '3 weken (9 september 2025)'; past deadlines read 'Verlopen'. */
export function deadlineLabel(deadline: string | null | undefined, now = new Date()): string {
  if (!deadline) return 'Geen deadline';
  return formatRelativeDeadline(deadline, now);
}

export function deadlineFull(deadline: string | null | undefined, now = new Date()): string {
  if (!deadline) return 'Geen deadline';
  const relative = formatRelativeDeadline(deadline, now);
  return `${formatDate(deadline)} (${relative})`;
}

export const categoryLabel = (category: string | undefined) => labelOf(INDUSTRIES, category) || 'Overig';

/** The company's average rating, or 'Nieuw' when it has none yet. */
export function ratingLabel(rating: number | null | undefined): string {
  return typeof rating === 'number' && rating > 0 ? rating.toLocaleString('nl-NL', { maximumFractionDigits: 1 }) : 'Nieuw';
}

export const viewsOf = (project: Pick<ProjectBody, 'views'>) => project.views;

/** When the assignment went live for creators (the list's order), not when the company started its draft. */
export const postedOn = (project: Pick<ProjectBody, 'publishedAt' | 'createdAt'>): string =>
  formatDate(project.publishedAt ?? project.createdAt);
