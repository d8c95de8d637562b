import { PAYMENT_CURRENCY } from './money';

/**
 * A payment's life, provider-neutral. Provider events may arrive in any order and more than once; these
 * functions say what each one does to the state, so the application only applies the answer.
 */
export const PAYMENT_KINDS = ['deposit', 'final'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['ideal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `held_for_review`: the provider charged another amount or currency than we asked; never counted as paid. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'held_for_review';

export type ProviderName = 'stripe' | 'simulated';

/** What a provider says it charged, in the currency's smallest unit; null when it did not say. */
export interface Charged {
  amountCents: number | null;
  currency: string | null;
}

/** The ways a provider event may name its payment: our payment id, the provider's intent or checkout session. */
export interface PaymentReference {
  paymentId?: string;
  intentId?: string;
  sessionId?: string;
}

/** What a provider told us, in our words. Stripe webhooks and the simulator both end up as one of these. */
export type ProviderEvent = PaymentReference & { id: string; provider: ProviderName } & (
    | {
        type: 'payment.succeeded';
        /** Absent only for the simulator, which charges exactly what it was asked. */
        charged?: Charged;
      }
    | { type: 'payment.failed'; reason: string }
    /** `refundedCents` is cumulative (what the provider has refunded in total so far). */
    | { type: 'payment.refunded'; refundedCents: number }
  );

export type SucceededDecision = 'record' | 'ignore';

/** A success counts once; a late success after a failure (card retried, expired event first) still counts. */
export function onSucceeded(status: PaymentStatus): SucceededDecision {
  return status === 'pending' || status === 'failed' ? 'record' : 'ignore';
}

/**
 * A success counts only for the amount and currency we asked for; anything else (a tampered or misconfigured
 * checkout, a discount, another presentment currency, a provider that did not say) is held for review.
 */
export function chargedAsAsked(expectedCents: number, charged: Charged | undefined): boolean {
  if (charged === undefined) return true;
  return charged.amountCents === expectedCents && charged.currency?.toLowerCase() === PAYMENT_CURRENCY;
}

/** A failure only matters while nothing was paid; it never undoes a payment that already arrived. */
export function onFailed(status: PaymentStatus): 'record' | 'ignore' {
  return status === 'pending' ? 'record' : 'ignore';
}

/** A refund of a payment that has not arrived yet waits for it; it is applied the moment the payment is recorded. */
export function onRefunded(status: PaymentStatus): 'apply' | 'wait' {
  return status === 'pending' || status === 'failed' ? 'wait' : 'apply';
}

/**
 * A refund moves `refundedCents` up to the provider's cumulative figure (never down, never above the amount).
 * Returns the cents to post now, and whether the payment is now fully refunded.
 * A held payment was never booked, so nothing is posted; it closes once all it received went back.
 */
export function refundDelta(
  payment: { status: PaymentStatus; amountCents: number; refundedCents: number; receivedAmountCents?: number | null },
  cumulativeRefundedCents: number,
): { postCents: number; fullyRefunded: boolean } {
  if (payment.status === 'held_for_review') {
    return { postCents: 0, fullyRefunded: cumulativeRefundedCents >= (payment.receivedAmountCents ?? payment.amountCents) };
  }
  if (payment.status !== 'paid') return { postCents: 0, fullyRefunded: payment.status === 'refunded' };
  const target = Math.min(payment.amountCents, Math.max(payment.refundedCents, cumulativeRefundedCents));
  return { postCents: target - payment.refundedCents, fullyRefunded: target >= payment.amountCents };
}

/**
 * What the API shows for a half: `paid` once the money arrived, `held_for_review` while a wrong charge waits for
 * an operator, `refunded` after it went back, else `pending`.
 */
export function displayStatus(status: PaymentStatus | undefined): 'paid' | 'held_for_review' | 'refunded' | 'pending' {
  if (status === 'paid' || status === 'held_for_review' || status === 'refunded') return status;
  return 'pending';
}

const SHOWN_DEPOSIT_RANK: readonly PaymentStatus[] = ['paid', 'held_for_review', 'refunded'];

/**
 * The deposit a project's status shows, from its deposits newest first: a paid one wins (a refunded duplicate
 * beside it changes nothing), then one held for review, then the newest refunded one.
 */
export function depositToShow<T extends { status: PaymentStatus }>(depositsNewestFirst: readonly T[]): T | null {
  for (const status of SHOWN_DEPOSIT_RANK) {
    const deposit = depositsNewestFirst.find((candidate) => candidate.status === status);
    if (deposit) return deposit;
  }
  return null;
}

/** Deposits in these states stop a new deposit from being started: paid, or money arrived that is under review. */
export const DEPOSIT_BLOCKING_STATES: readonly PaymentStatus[] = ['paid', 'held_for_review'];

/** Project states in which a deposit may be paid; a cancelled payment leaves the project payable later. */
export const DEPOSIT_PAYABLE_PROJECT_STATES: readonly string[] = ['draft', 'awaiting_deposit'];

/** The final payment is due once the owner approved the content, and only then. */
export const FINAL_PAYABLE_PROJECT_STATES: readonly string[] = ['approved'];

export type FinalPaymentRefusal = 'already_paid' | 'under_review' | 'not_payable';

/**
 * Why the final payment cannot be started now, or null: settled already (or a final payment arrived), a final
 * charge held for review (never ask for the money twice), or the project is not approved.
 */
export function finalPaymentRefusal(
  projectStatus: string,
  settled: boolean,
  blockingFinal: { status: PaymentStatus } | null,
): FinalPaymentRefusal | null {
  if (settled || blockingFinal?.status === 'paid') return 'already_paid';
  if (blockingFinal?.status === 'held_for_review') return 'under_review';
  if (!FINAL_PAYABLE_PROJECT_STATES.includes(projectStatus)) return 'not_payable';
  return null;
}

export type AmountChangeRefusal = 'no_creator' | 'closed' | 'own_proposal' | 'nothing_proposed' | 'amount_changed';

/** A proposal, or a confirmation of the amount the confirming party saw (in cents). */
export type AmountChangeRequest = { kind: 'propose' } | { kind: 'confirm'; seenAmountCents: number };

/**
 * The contract amount changes only between the two parties and only before the final payment: one proposes,
 * the other confirms (a party cannot confirm her own proposal). A confirmation binds only the amount she saw:
 * if the proposal changed since, she must look again.
 */
export function amountChangeRefusal(
  change: AmountChangeRequest,
  project: { selectedCreatorId: string | null; proposedBy: string | null; proposedAmountCents: number | null },
  callerId: string,
  settled: boolean,
): AmountChangeRefusal | null {
  if (!project.selectedCreatorId) return 'no_creator';
  if (settled) return 'closed';
  if (change.kind === 'propose') return null;
  if (project.proposedAmountCents === null || project.proposedBy === null) return 'nothing_proposed';
  if (project.proposedBy === callerId) return 'own_proposal';
  if (project.proposedAmountCents !== change.seenAmountCents) return 'amount_changed';
  return null;
}
