/**
 * The creator's share after settlement: held for the dispute window, then released by a transfer to her connected
 * account. No framework, no I/O: the release job and the dispute calls apply these answers.
 *
 * - held: inside the window, or due and not yet taken by a release run;
 * - waiting_for_account: due, but the creator has no active payout account; the first run after she has one pays;
 * - disputed: a dispute about the project is not closed; only support's final decision moves it on;
 * - releasing: a run recorded its attempt and is calling the provider (a crashed attempt is taken again, same key);
 * - released: the transfer to her connected account is made; paid_out: the provider paid it to her bank;
 * - failed: the provider's payout to her bank failed (the money waits on her connected account);
 * - reversed: the transfer was reversed at the provider; refunded: a dispute gave the whole share back to the company.
 */
export const PAYOUT_STATUSES = [
  'held',
  'waiting_for_account',
  'disputed',
  'releasing',
  'released',
  'paid_out',
  'failed',
  'reversed',
  'refunded',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long the share is held: whole days by the terms; a demo may shorten it to minutes. */
export interface HoldPeriod {
  days: number;
  /** When set, the hold is this many minutes instead of `days` (demo and `make start` only). */
  minutes?: number | null;
}

/** The end of the hold: the moment the share may be released. */
export function holdEndsAt(paidAt: Date, hold: HoldPeriod): Date {
  const { days, minutes } = hold;
  if (minutes != null) {
    if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`hold must be whole minutes: ${minutes}`);
    return new Date(paidAt.getTime() + minutes * MINUTE_MS);
  }
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`hold must be whole days: ${days}`);
  return new Date(paidAt.getTime() + days * DAY_MS);
}

/** Due once the hold has ended, to the millisecond. */
export function isDue(releasableAt: Date, now: Date): boolean {
  return now.getTime() >= releasableAt.getTime();
}

export type DisputeDecision = 'open' | 'window_closed' | 'already_disputed';

/**
 * The company may dispute only inside the window (before the hold ends) and only once; a share already released,
 * waiting or refunded is outside the window.
 */
export function disputeDecision(payout: { status: PayoutStatus; releasableAt: Date }, now: Date): DisputeDecision {
  if (payout.status === 'disputed') return 'already_disputed';
  if (payout.status !== 'held' || isDue(payout.releasableAt, now)) return 'window_closed';
  return 'open';
}

/** What a release run does with a due payout it claimed, given the creator's payout account. */
export function releaseDecision(accountStatus: string | null): 'transfer' | 'wait_for_account' {
  return accountStatus === 'active' ? 'transfer' : 'wait_for_account';
}

/** The provider's idempotency key of a payout's transfer: every attempt of one payout repeats it. */
export function transferKey(payoutId: string): string {
  return `payout:${payoutId}`;
}

/**
 * The provider keeps an idempotency key at least 24 hours (Stripe's word); after that a repeated key may make a
 * second transfer. An hour's margin covers a slow call and clocks that differ.
 */
export const TRANSFER_KEY_TRUSTED_MS = 23 * 60 * MINUTE_MS;

/**
 * A retry of an open attempt must first ask the provider whether the transfer exists (and adopt it) once the key
 * may have expired: the first attempt is older than the key's trusted lifetime, or unknown.
 */
export function mustLookUpTransfer(firstAttemptAt: Date | null, now: Date): boolean {
  return firstAttemptAt === null || now.getTime() - firstAttemptAt.getTime() >= TRANSFER_KEY_TRUSTED_MS;
}

/** One transfer group per project: its charges and the creator's transfer are tied together at the provider. */
export function transferGroup(projectId: string): string {
  return `project:${projectId}`;
}

/** How a payout's dispute ended (support's final decision). */
export type DisputeResolution = 'release' | 'refund' | 'split';

/** Only a disputed payout is resolved; the answer is where it goes next. */
export function resolutionStatus(status: PayoutStatus, resolution: DisputeResolution): PayoutStatus | null {
  if (status !== 'disputed') return null;
  return resolution === 'refund' ? 'refunded' : 'held';
}

/** What the provider reports about a transfer or a bank payout, and the status it leads to (null: no change). */
export type PayoutProviderOutcome = 'paid_out' | 'payout_failed' | 'transfer_reversed';

export function afterProviderOutcome(status: PayoutStatus, outcome: PayoutProviderOutcome): PayoutStatus | null {
  switch (outcome) {
    case 'paid_out':
      return status === 'released' || status === 'failed' ? 'paid_out' : null;
    case 'payout_failed':
      return status === 'released' ? 'failed' : null;
    case 'transfer_reversed':
      return status === 'released' || status === 'paid_out' || status === 'failed' ? 'reversed' : null;
  }
}

/** What a provider told us about a transfer or a bank payout, in our words (Stripe's transfer.* and payout.*). */
export type PayoutProviderEvent = { id: string; provider: 'stripe' | 'simulated' } & (
  | { type: 'transfer_reversed'; transferId: string }
  /** A bank payout of a connected account: it covers what was transferred to that account before it was made. */
  | { type: 'paid_out' | 'payout_failed'; accountId: string; createdAt: Date; failureCode: string | null }
);
