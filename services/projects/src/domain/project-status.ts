import { ErrorCodes, Messages } from './messages';

/** DECISIONS 8. `in_review` of the old client is not used. */
export const PROJECT_STATUSES = [
  'draft',
  'awaiting_deposit',
  'open',
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
  'approved',
  'completed',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The project state machine as data: every allowed move, nothing else. `draft → open` is only taken when the
 * deposit is already paid (DECISIONS 3, see `publicationStep`); reviews from `delivered` may approve or ask a
 * revision directly (DECISIONS 10). Cancelling is possible until a creator is selected.
 */
export const PROJECT_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  draft: ['awaiting_deposit', 'open', 'cancelled'],
  awaiting_deposit: ['open', 'cancelled'],
  open: ['creator_selected', 'cancelled'],
  creator_selected: ['in_progress'],
  in_progress: ['delivered'],
  delivered: ['under_review', 'revision_requested', 'approved'],
  under_review: ['revision_requested', 'approved'],
  revision_requested: ['in_progress'],
  approved: ['completed'],
  completed: [],
  cancelled: [],
};

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: ProjectStatus, to: ProjectStatus): boolean {
  return PROJECT_TRANSITIONS[from].includes(to);
}

/** A move the table refuses; the application turns it into a 409 with this code and text. */
export class TransitionRefused extends Error {
  readonly code = ErrorCodes.transitionRefused;
  constructor(
    readonly from: ProjectStatus,
    readonly to: ProjectStatus,
  ) {
    super(Messages.transitionRefused(from, to));
    this.name = 'TransitionRefused';
  }
}

/** The new status, or TransitionRefused. */
export function transition(from: ProjectStatus, to: ProjectStatus): ProjectStatus {
  if (!canTransition(from, to)) throw new TransitionRefused(from, to);
  return to;
}

/** Before a creator is selected: the owner may still edit, cancel (delete) and ask to publish. */
export const isBeforeSelection = (status: ProjectStatus) => canTransition(status, 'cancelled');

/** The statuses the creator's "my active assignments" page shows (spec 001), and which of them count as active. */
export const CREATOR_STATUSES: readonly ProjectStatus[] = [
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
  'approved',
  'completed',
];
export const isActiveForCreator = (status: ProjectStatus) => CREATOR_STATUSES.includes(status) && status !== 'completed';

/**
 * What "publish" means for a project (DECISIONS 3): it opens only with its deposit paid; otherwise it waits
 * for the deposit and the answer asks for payment.
 */
export function publicationStep(
  status: ProjectStatus,
  depositPaid: boolean,
): { status: ProjectStatus; requiresPayment: boolean } {
  if (depositPaid) return { status: transition(status, 'open'), requiresPayment: false };
  if (status === 'awaiting_deposit') return { status, requiresPayment: true };
  return { status: transition(status, 'awaiting_deposit'), requiresPayment: true };
}
