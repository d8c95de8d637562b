// How this remote words a project's figures. Every amount is the server's; these only choose words and colours.
import { daysUntil, formatEuro } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';

/** The agreed price with the creator; the budget only until a price is agreed. */
export const agreedPriceOf = (project: ProjectBody) => formatEuro(project.contractAmount ?? project.budget ?? 0);

export const contentTypeLabel = (contentType: string | undefined) =>
  contentType === 'beide'
    ? 'Video en foto'
    : contentType === 'foto'
      ? 'Foto'
      : contentType === 'video'
        ? 'Video'
        : contentType || '-';

export type DayTone = 'danger' | 'warning' | 'success';

/** 'Vandaag', 'nog 1 dag', 'nog 5 dagen'; past deadlines read 'Verlopen'. */
function daysText(days: number): string {
  if (days < 0) return 'Verlopen';
  if (days === 0) return 'Vandaag';
  return days === 1 ? 'nog 1 dag' : `nog ${days} dagen`;
}

/** Once the work is handed in (or the project has ended) the deadline is met or moot: no countdown then. */
export function deadlineCounts(status: string): boolean {
  return !['delivered', 'under_review', 'approved', 'completed', 'cancelled'].includes(status);
}

/** On the assignment cards: past 'Verlopen' red; 3 days or fewer red; 7 or fewer orange; otherwise green. */
export function daysLeft(deadline: string | null | undefined, now = new Date()): { text: string; tone: DayTone } {
  if (!deadline) return { text: 'Geen deadline', tone: 'success' };
  const days = daysUntil(deadline, now);
  if (days < 0) return { text: 'Verlopen', tone: 'danger' };
  return { text: daysText(days), tone: days <= 3 ? 'danger' : days <= 7 ? 'warning' : 'success' };
}

/** In the workspace header: red under 7 days (and when past), otherwise green. */
export function workspaceDaysLeft(deadline: string | null | undefined, now = new Date()): { text: string; tone: DayTone } {
  if (!deadline) return { text: 'Geen deadline', tone: 'success' };
  const days = daysUntil(deadline, now);
  return { text: daysText(days), tone: days < 7 ? 'danger' : 'success' };
}
