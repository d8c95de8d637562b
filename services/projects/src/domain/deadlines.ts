import { Messages } from './messages';
import type { ProjectStatus } from './project-status';

/** Seven days for the company to review a delivery; then it is approved for her. */
export const DEFAULT_REVIEW_WINDOW_MINUTES = 7 * 24 * 60;

const UNITS: ReadonlyArray<[minutes: number, one: string, many: string]> = [
  [24 * 60, 'dag', 'dagen'],
  [60, 'uur', 'uur'],
  [1, 'minuut', 'minuten'],
];

/** A window in its largest whole unit: 10080 → '7 dagen', 60 → '1 uur', 3 → '3 minuten'. */
export function windowInWords(minutes: number): string {
  const [size, one, many] = UNITS.find(([unit]) => minutes >= unit && minutes % unit === 0) ?? UNITS[UNITS.length - 1];
  const count = Math.round(minutes / size);
  return `${count} ${count === 1 ? one : many}`;
}

/** Why a delivery was approved without the company: shown in the timeline and told to both parties. */
export const autoApprovalReason = (windowMinutes: number) => Messages.autoApproved(windowInWords(windowMinutes));

/** A delivery waits for the company's review in these statuses; the review window runs meanwhile. */
export const AWAITING_REVIEW: readonly ProjectStatus[] = ['delivered', 'under_review'];

export const reviewDueAt = (deliveredAt: Date, windowMinutes: number) => new Date(deliveredAt.getTime() + windowMinutes * 60_000);

/** The creator still owes her (first) delivery in these statuses: the delivery date applies. */
const AWAITING_DELIVERY: readonly ProjectStatus[] = ['creator_selected', 'in_progress'];

export interface DeadlineFacts {
  status: ProjectStatus;
  deliveredAt: Date | null;
  deliveryDueAt: Date | null;
  reviewDueAt: Date | null;
  finalPaymentDueAt: Date | null;
  finalPaymentCompleted: boolean;
  /** A creator who deleted her account owes no delivery, and her delivery is approved by no timer. */
  creatorLeftAt: Date | null;
}

/** Which deadline applies now, per step: the one the party who must act is held to; null where none applies. */
export function currentDeadlines(project: DeadlineFacts): {
  deliveryDueAt: Date | null;
  reviewDueAt: Date | null;
  finalPaymentDueAt: Date | null;
} {
  const present = !project.creatorLeftAt;
  return {
    deliveryDueAt: present && AWAITING_DELIVERY.includes(project.status) && !project.deliveredAt ? project.deliveryDueAt : null,
    reviewDueAt: present && AWAITING_REVIEW.includes(project.status) ? project.reviewDueAt : null,
    finalPaymentDueAt: project.status === 'approved' && !project.finalPaymentCompleted ? project.finalPaymentDueAt : null,
  };
}

const dutchDate = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/**
 * Why the company may not cancel the assignment now (null: she may): once the delivery date has passed with
 * nothing handed in, or at once when the creator deleted her account. The status side (before approval) is the
 * state table's `cancel` move.
 */
export function cancelRefusal(
  project: Pick<DeadlineFacts, 'deliveredAt' | 'deliveryDueAt' | 'creatorLeftAt'>,
  now: Date,
): string | null {
  if (project.creatorLeftAt) return null;
  if (project.deliveredAt) return Messages.cancelRefused;
  if (!project.deliveryDueAt) return Messages.cancelNoDeliveryDate;
  if (project.deliveryDueAt.getTime() > now.getTime()) return Messages.cancelBeforeDeliveryDate(dutchDate(project.deliveryDueAt));
  return null;
}
