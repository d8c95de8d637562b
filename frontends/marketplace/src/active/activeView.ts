// Wording of the creator's active assignments (spec 001 §2 'My active assignments').
import { daysUntil } from '@clipwerk/ui';

export const ACTIVE_STATUSES = [
  'all',
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
  'approved',
  'completed',
] as const;

const ACTIONS: Record<string, { label: string; disabled: boolean }> = {
  creator_selected: { label: 'Begin met werken', disabled: false },
  in_progress: { label: 'Upload content', disabled: false },
  delivered: { label: 'Wacht op beoordeling', disabled: true },
  under_review: { label: 'In beoordeling', disabled: true },
  revision_requested: { label: 'Upload revisie', disabled: false },
  approved: { label: 'Wacht op betaling', disabled: true },
  completed: { label: 'Voltooid', disabled: true },
};

export const suggestedAction = (status: string) => ACTIONS[status] ?? { label: 'Bekijk details', disabled: false };

/** Past: 'Verlopen' (red); 3 days or fewer red; 7 or fewer orange; otherwise green. */
export function daysLeft(
  deadline: string | null | undefined,
  now = new Date(),
): { text: string; tone: 'danger' | 'warning' | 'success' } {
  if (!deadline) return { text: 'Geen deadline', tone: 'success' };
  const days = daysUntil(deadline, now);
  if (days < 0) return { text: 'Verlopen', tone: 'danger' };
  const text = days === 0 ? 'Vandaag' : days === 1 ? 'nog 1 dag' : `nog ${days} dagen`;
  return { text, tone: days <= 3 ? 'danger' : days <= 7 ? 'warning' : 'success' };
}

export const foundLine = (count: number) => `${count} ${count === 1 ? 'opdracht' : 'opdrachten'} gevonden`;
