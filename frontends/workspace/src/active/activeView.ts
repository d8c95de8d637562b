// Wording of the creator's active assignments.
import type { ProjectBody } from '@clipwerk/contracts/projects';

export const ACTIVE_STATUSES = [
  'all',
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
  'approved',
  'completed',
] as const satisfies readonly ('all' | ProjectBody['status'])[];

export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

// While the company is at turn (reviewing, paying) or the work is done, the creator has nothing to do in the workspace.
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

export const foundLine = (count: number) => `${count} ${count === 1 ? 'opdracht' : 'opdrachten'} gevonden`;

/** The server's list holds at most this many; the creator's active work never comes near it. */
export const ACTIVE_LIMIT = 50;
