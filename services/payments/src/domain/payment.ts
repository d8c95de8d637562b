/**
 * A payment's life, provider-neutral. Provider events may arrive in any order and more than once; these
 * functions say what each one does to the state, so the application only applies the answer.
 */
export const PAYMENT_KINDS = ['deposit', 'final'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['ideal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export type ProviderName = 'stripe' | 'simulated';

/** The ways a provider event may name its payment: our payment id, the provider's intent or checkout session. */
export interface PaymentReference {
  paymentId?: string;
  intentId?: string;
  sessionId?: string;
}

/** What a provider told us, in our words. Stripe webhooks and the simulator both end up as one of these. */
export type ProviderEvent = PaymentReference & { id: string; provider: ProviderName } & (
    | { type: 'payment.succeeded'; amountCents?: number }
    | { type: 'payment.failed'; reason: string }
    /** `refundedCents` is cumulative (what the provider has refunded in total so far). */
    | { type: 'payment.refunded'; refundedCents: number }
  );

export type SucceededDecision = 'record' | 'ignore';

/** A success counts once; a late success after a failure (card retried, expired event first) still counts. */
export function onSucceeded(status: PaymentStatus): SucceededDecision {
  return status === 'pending' || status === 'failed' ? 'record' : 'ignore';
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
 */
export function refundDelta(
  payment: { status: PaymentStatus; amountCents: number; refundedCents: number },
  cumulativeRefundedCents: number,
): { postCents: number; fullyRefunded: boolean } {
  if (payment.status !== 'paid') return { postCents: 0, fullyRefunded: payment.status === 'refunded' };
  const target = Math.min(payment.amountCents, Math.max(payment.refundedCents, cumulativeRefundedCents));
  return { postCents: target - payment.refundedCents, fullyRefunded: target >= payment.amountCents };
}

const SHOWN_DEPOSIT_RANK: readonly PaymentStatus[] = ['paid', 'refunded'];

/**
 * The deposit a project's status shows, from its deposits newest first: a paid one wins (a refunded duplicate
 * beside it changes nothing), then the newest refunded one.
 */
export function depositToShow<T extends { status: PaymentStatus }>(depositsNewestFirst: readonly T[]): T | null {
  for (const status of SHOWN_DEPOSIT_RANK) {
    const deposit = depositsNewestFirst.find((candidate) => candidate.status === status);
    if (deposit) return deposit;
  }
  return null;
}

/** What the API shows for a half: `paid` once the money arrived, `refunded` after it went back, else `pending`. */
export function displayStatus(status: PaymentStatus | undefined): 'paid' | 'refunded' | 'pending' {
  if (status === 'paid') return 'paid';
  if (status === 'refunded') return 'refunded';
  return 'pending';
}

/** Project states in which a deposit may be paid (DECISIONS 3: a cancelled payment leaves it payable later). */
export const DEPOSIT_PAYABLE_PROJECT_STATES: readonly string[] = ['draft', 'awaiting_deposit'];
