import type { ProjectStatusName } from '@clipwerk/proto';
import { ErrorCodes, Messages } from './messages';

/** Every status a project can have; a delivery under review stays `delivered` (there is no `in_review`). */
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
// Every status has its Dutch name in messages.ts, and every name is of a status.
void (Messages.statusNames satisfies Record<ProjectStatus, string>);
void (PROJECT_STATUSES satisfies readonly (keyof typeof Messages.statusNames)[]);
// The statuses are those the event contract names, no more and no fewer.
void (PROJECT_STATUSES satisfies readonly ProjectStatusName[]);
void ({} as Record<ProjectStatus, true> satisfies Record<ProjectStatusName, true>);

/**
 * The project state machine as data: every allowed move, nothing else. `draft → open` is only taken when the
 * deposit is already paid (see `publicationStep`). Cancelling is possible until a creator is selected, and after
 * that only while nothing was delivered, once the delivery date passed (see `cancelRefusal`), or until approval
 * once a party deleted her account (see `waysToEnd`).
 */
export const PROJECT_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  draft: ['awaiting_deposit', 'open', 'cancelled'],
  awaiting_deposit: ['open', 'cancelled'],
  open: ['creator_selected', 'cancelled'],
  creator_selected: ['in_progress', 'cancelled'],
  in_progress: ['delivered', 'cancelled'],
  delivered: ['under_review', 'revision_requested', 'approved', 'cancelled'],
  under_review: ['revision_requested', 'approved', 'cancelled'],
  revision_requested: ['in_progress', 'cancelled'],
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

const BEFORE_SELECTION: readonly ProjectStatus[] = ['draft', 'awaiting_deposit', 'open'];

/** Before a creator is selected: the owner may still edit, cancel (delete) and ask to publish. */
export const isBeforeSelection = (status: ProjectStatus) => BEFORE_SELECTION.includes(status);

/** The statuses the creator's "my active assignments" page shows, and which of them count as active. */
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

/** Not published yet: without its deposit no creator sees the project. */
const UNPUBLISHED: readonly ProjectStatus[] = ['draft', 'awaiting_deposit'];

/**
 * A company's active assignments: published (open for proposals) or being worked on, until the project ends. A
 * status with no move left has ended (completed, cancelled), so a state added to the table is counted by its moves.
 */
export const isActiveForCompany = (status: ProjectStatus) =>
  !UNPUBLISHED.includes(status) && PROJECT_TRANSITIONS[status].length > 0;

/**
 * What "publish" means for a project: it opens only with its deposit paid; otherwise it waits for the deposit
 * and the answer asks for payment.
 */
export function publicationStep(
  status: ProjectStatus,
  depositPaid: boolean,
): { status: ProjectStatus; requiresPayment: boolean } {
  if (depositPaid) return { status: transition(status, 'open'), requiresPayment: false };
  if (status === 'awaiting_deposit') return { status, requiresPayment: true };
  return { status: transition(status, 'awaiting_deposit'), requiresPayment: true };
}

/** The moves of the flow after hiring, each made by one of the two parties. */
export type DeliveryMove = 'start' | 'upload' | 'submit' | 'startReview' | 'requestRevision' | 'approve' | 'cancel';
export type DeliveryParty = 'creator' | 'owner';

/** Two revision rounds are included in every contract; a third request is refused. */
export const INCLUDED_REVISION_ROUNDS = 2;

/**
 * The flow after hiring as data: who makes each move, the statuses it may start from, and the path of statuses
 * it takes from each (an owner's review on `delivered` passes through `under_review`; an upload while already
 * in progress changes nothing). Anything not listed is refused.
 */
export const DELIVERY_MOVES: Readonly<
  Record<DeliveryMove, { by: DeliveryParty; from: Partial<Record<ProjectStatus, readonly ProjectStatus[]>> }>
> = {
  start: { by: 'creator', from: { creator_selected: ['in_progress'] } },
  upload: {
    by: 'creator',
    from: { creator_selected: ['in_progress'], in_progress: [], revision_requested: ['in_progress'] },
  },
  submit: { by: 'creator', from: { in_progress: ['delivered'] } },
  startReview: { by: 'owner', from: { delivered: ['under_review'], under_review: [] } },
  requestRevision: {
    by: 'owner',
    from: { delivered: ['under_review', 'revision_requested'], under_review: ['revision_requested'] },
  },
  approve: { by: 'owner', from: { delivered: ['under_review', 'approved'], under_review: ['approved'] } },
  // Only while nothing was handed in and after the delivery date, or once the creator left (cancelRefusal).
  cancel: {
    by: 'owner',
    from: {
      creator_selected: ['cancelled'],
      in_progress: ['cancelled'],
      delivered: ['cancelled'],
      under_review: ['cancelled'],
      revision_requested: ['cancelled'],
    },
  },
};

/** What the flow needs to know of a project to decide a move. */
export interface DeliveryState {
  status: ProjectStatus;
  /** Revision rounds asked so far. */
  revisionRounds: number;
  /** Deliverables with at least one uploaded file. */
  uploadedDeliverables: number;
}

/** A move the flow refuses at this point; the application answers 409 with this code and text. */
export class DeliveryMoveRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DeliveryMoveRefused';
  }
}

const MOVE_REFUSED: Record<DeliveryMove, string> = {
  start: Messages.startRefused,
  upload: Messages.uploadRefused,
  submit: Messages.submitRefused,
  startReview: Messages.startReviewRefused,
  requestRevision: Messages.revisionRefused,
  approve: Messages.approveRefused,
  cancel: Messages.cancelRefused,
};

/**
 * The statuses a move passes through, in order (empty: allowed, the status stays), or DeliveryMoveRefused.
 * Each step is also a move of PROJECT_TRANSITIONS, so the two tables cannot disagree.
 */
export function planDeliveryMove(state: DeliveryState, move: DeliveryMove): ProjectStatus[] {
  const path = DELIVERY_MOVES[move].from[state.status];
  if (!path) throw new DeliveryMoveRefused(ErrorCodes.moveRefused, MOVE_REFUSED[move]);
  if (move === 'submit' && state.uploadedDeliverables === 0) {
    throw new DeliveryMoveRefused(ErrorCodes.nothingToSubmit, Messages.nothingToSubmit);
  }
  if (move === 'requestRevision' && state.revisionRounds >= INCLUDED_REVISION_ROUNDS) {
    throw new DeliveryMoveRefused(ErrorCodes.revisionLimit, Messages.revisionLimit(INCLUDED_REVISION_ROUNDS));
  }
  let from = state.status;
  for (const to of path) from = transition(from, to);
  return [...path];
}

/** The project's timeline: one date per status of the flow after hiring, kept on the project. */
export const STATUS_DATES = {
  creator_selected: 'creatorSelectedAt',
  in_progress: 'startedAt',
  delivered: 'deliveredAt',
  under_review: 'reviewStartedAt',
  revision_requested: 'revisionRequestedAt',
  approved: 'approvedAt',
} as const satisfies Partial<Record<ProjectStatus, string>>;
export type StatusDateField = (typeof STATUS_DATES)[keyof typeof STATUS_DATES];
export type StatusDates = Record<StatusDateField, Date | null>;

/**
 * The dates a move into `status` sets: each date is the last time the project entered its status (a second
 * delivery after a revision moves `deliveredAt`), except the start of the work, which keeps the first time.
 */
export function datesOnEntering(status: ProjectStatus, dates: StatusDates, now: Date): Partial<StatusDates> {
  const field = (STATUS_DATES as Partial<Record<ProjectStatus, StatusDateField>>)[status];
  if (!field) return {};
  if (field === 'startedAt' && dates.startedAt) return {};
  return { [field]: now };
}
