import type { PayoutStatus } from './payout';

/**
 * A dispute about one project, owned by payments because payments holds the money it decides about. No framework,
 * no I/O: the use cases apply these answers.
 *
 * - open: either party explains and adds evidence (7 days);
 * - in_review: the evidence period is over; support responds within 48 hours and decides within 5 working days;
 * - decided: support decided; either party may appeal once within 14 days; the money does not move yet;
 * - appealed: statements again, then support decides a second time;
 * - closed: the decision is final and its money has moved.
 */
export const DISPUTE_STATUSES = ['open', 'in_review', 'decided', 'appealed', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What is stored; `in_review` follows from the clock (the evidence period ended), so no job has to move it. */
export type StoredDisputeStatus = Exclude<DisputeStatus, 'in_review'>;

export type PartyRole = 'bedrijf' | 'creator';

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The terms' timeline. */
export const DISPUTE_TERMS = { evidenceDays: 7, responseHours: 48, decisionWorkingDays: 5, appealDays: 14 } as const;

/** Whether a moment falls on a Saturday or Sunday in Dutch time (the terms speak of Dutch working days). */
function isWeekend(at: Date): boolean {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Amsterdam' }).format(at);
  return day === 'Sat' || day === 'Sun';
}

/** `days` working days after `from`, at the same time of day; Saturdays and Sundays are skipped. */
export function addWorkingDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`working days must be whole: ${days}`);
  let at = new Date(from);
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

export interface DisputeTimes {
  openedAt: Date;
  /** When support decided the first time; null before. */
  decidedAt: Date | null;
  /** When a party appealed; null when nobody did. */
  appealedAt: Date | null;
}

export interface DisputeDeadlines {
  /** Statements and evidence until then. */
  evidenceDueAt: Date;
  /** Support responds within 48 hours after the evidence period. */
  responseDueAt: Date;
  /** Support decides within 5 working days after the evidence period (after an appeal: after the appeal). */
  decisionDueAt: Date;
  /** Either party may appeal until then; null until the first decision. */
  appealDueAt: Date | null;
}

export function disputeDeadlines(times: DisputeTimes): DisputeDeadlines {
  const evidenceDueAt = new Date(times.openedAt.getTime() + DISPUTE_TERMS.evidenceDays * DAY_MS);
  const reviewFrom = times.appealedAt ?? evidenceDueAt;
  return {
    evidenceDueAt,
    responseDueAt: new Date(reviewFrom.getTime() + DISPUTE_TERMS.responseHours * HOUR_MS),
    decisionDueAt: addWorkingDays(reviewFrom, DISPUTE_TERMS.decisionWorkingDays),
    appealDueAt: times.decidedAt ? new Date(times.decidedAt.getTime() + DISPUTE_TERMS.appealDays * DAY_MS) : null,
  };
}

/** The status a party and support see: an open dispute whose evidence period has ended is in review. */
export function disputeStatus(stored: StoredDisputeStatus, deadlines: DisputeDeadlines, now: Date): DisputeStatus {
  if (stored === 'open' && now.getTime() >= deadlines.evidenceDueAt.getTime()) return 'in_review';
  return stored;
}

/** While a dispute is not closed its project's money is held and no deadline acts on it. */
export function isOnHold(status: DisputeStatus | null): boolean {
  return status !== null && status !== 'closed';
}

/**
 * A statement cites only the project's deliverable files (`citable`; the creator's own uploads to it): the ids it
 * may not cite, in the order given. One such id refuses the whole statement.
 */
export function uncitableFiles(fileIds: readonly string[], citable: ReadonlySet<string>): string[] {
  return fileIds.filter((id) => !citable.has(id));
}

/** Statements come in while the parties explain: the evidence period, and again after an appeal. */
export function mayAddStatement(status: DisputeStatus): boolean {
  return status === 'open' || status === 'appealed';
}

/**
 * The company may dispute from the first submission until the creator's share is released: before settlement, or
 * while the payout is still held (or waits for her account). An approved or completed project was delivered, also
 * when payments has no submission recorded for it (projects delivered before payments learnt of submissions).
 */
export function companyMayOpen(
  project: { firstSubmittedAt: Date | null; status: string },
  payoutStatus: PayoutStatus | null,
): boolean {
  return (
    companyHasDelivery(project) && (payoutStatus === null || payoutStatus === 'held' || payoutStatus === 'waiting_for_account')
  );
}

export function companyHasDelivery(project: { firstSubmittedAt: Date | null; status: string }): boolean {
  return project.firstSubmittedAt !== null || project.status === 'approved' || project.status === 'completed';
}

/**
 * The creator may dispute when the final payment is overdue. Without a known due time, once the work is approved
 * and the final payment is not paid (an approved project whose final is unpaid is the only overdue case payments
 * can see).
 */
export function creatorMayOpen(
  project: { approved: boolean; finalPaid: boolean; finalPaymentDueAt: Date | null },
  now: Date,
): boolean {
  if (project.finalPaid || !project.approved) return false;
  if (project.finalPaymentDueAt) return now.getTime() > project.finalPaymentDueAt.getTime();
  return true;
}

/** Which decision support makes now: the first, the final one after an appeal, or none. */
export function decisionRound(status: DisputeStatus): 1 | 2 | null {
  if (status === 'open' || status === 'in_review') return 1;
  if (status === 'appealed') return 2;
  return null;
}

/** A party appeals once, within 14 days of the first decision. */
export function mayAppeal(status: DisputeStatus, deadlines: DisputeDeadlines, now: Date): boolean {
  return status === 'decided' && deadlines.appealDueAt !== null && now.getTime() < deadlines.appealDueAt.getTime();
}

/** A first decision becomes final (its money moves) when its appeal window has passed without an appeal. */
export function becomesFinal(status: DisputeStatus, deadlines: DisputeDeadlines, now: Date): boolean {
  return status === 'decided' && deadlines.appealDueAt !== null && now.getTime() >= deadlines.appealDueAt.getTime();
}

/** When support has to act next; the desk lists the earliest first. Nothing to do: null (decided or closed). */
export function supportDueAt(status: DisputeStatus, deadlines: DisputeDeadlines): Date | null {
  if (status === 'open' || status === 'in_review' || status === 'appealed') return deadlines.decisionDueAt;
  return null;
}

/** The creator's part in euros-as-cents for each outcome, out of what the company paid for the project. */
export function creatorPartCents(outcome: DisputeOutcome, paidCents: number, splitCents: number | null): number {
  if (outcome === 'release') return paidCents;
  if (outcome === 'refund') return 0;
  if (splitCents === null) throw new RangeError('a split needs the creator amount');
  return splitCents;
}
