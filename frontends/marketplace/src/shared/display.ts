// How marketplace screens show a project's figures. Every amount is the server's; these only choose words and
// hand the number to the design system's nl-NL formatters.
import { INDUSTRIES, formatDate, formatEuro, formatRelativeDeadline, labelOf } from '@clipwerk/ui';
import type { Project } from './types';

/** A budget reads as a single amount, or for a range '€min - €max', 'Vanaf €min', 'Tot €max', else 'Budget overleg'. */
export function budgetLabel(budget: Project['budget']): string {
  if (typeof budget === 'number') return formatEuro(budget);
  const min = budget?.min ?? null;
  const max = budget?.max ?? null;
  if (min != null && max != null) return `${formatEuro(min)} - ${formatEuro(max)}`;
  if (min != null) return `Vanaf ${formatEuro(min)}`;
  if (max != null) return `Tot ${formatEuro(max)}`;
  return 'Budget overleg';
}

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

export const companyNameOf = (project: Project) =>
  project.companyId?.companyName || project.owner?.companyName || project.owner?.company || 'Onbekend bedrijf';

/** The company's average rating, or 'Nieuw' when it has none yet. */
export function ratingLabel(rating: number | null | undefined): string {
  return typeof rating === 'number' && rating > 0 ? rating.toLocaleString('nl-NL', { maximumFractionDigits: 1 }) : 'Nieuw';
}

export const proposalCountOf = (project: Project) => project.proposalCount ?? project.stats?.proposalsCount ?? 0;
export const viewsOf = (project: Project) => project.views ?? project.stats?.views ?? 0;

/** 'opdracht' / 'opdrachten' and the like. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
