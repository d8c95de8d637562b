import { type FeeTerms, splitContractAmount } from './fee-policy';
import { assertCents, type Cents, depositFor, excessRefundFor, finalPaymentFor } from './money';
import { Messages } from './messages';
import { holdEndsAt, type HoldPeriod } from './payout';

/**
 * The one home of the money rules every other part shows: the contract's figures from the contract amount, the
 * deposit that stayed in and the fee terms; the hold of the creator's share; the public terms. The parts:
 * `money.ts` (cents, the two halves of a budget), `fee-policy.ts` (fee percentage, launch offer).
 */
export interface ContractFigures {
  contractCents: Cents;
  /** The deposit the company paid and that stays in (a refunded duplicate not counted). */
  depositCents: Cents;
  /** The final payment: the contract amount minus the deposit, never below zero. */
  finalCents: Cents;
  /** Goes back to the company at completion when the deposit exceeds the contract amount. */
  excessRefundCents: Cents;
  feePercent: number;
  launchOffer: boolean;
  feeCents: Cents;
  creatorCents: Cents;
}

/**
 * The deposit that stays in, from the deposit the project shows: what a paid one kept after refunds; nothing once it
 * was refunded in full (the final payment then asks for the whole contract amount); before it is paid (or while it
 * is held for review), half the budget, what it will be.
 */
export function depositStayingIn(
  deposit: { status: string; amountCents: Cents; refundedCents: Cents } | null,
  budgetCents: Cents,
): Cents {
  if (deposit?.status === 'paid' || deposit?.status === 'refunded') return deposit.amountCents - deposit.refundedCents;
  return depositFor(budgetCents);
}

/**
 * Deposit + final = contract + excess refund, and fee + creator = contract, to the cent. The fee is taken on the
 * contract amount, never on what was paid in.
 */
export function contractFigures(contractCents: Cents, depositPaidCents: Cents, terms: FeeTerms): ContractFigures {
  assertCents(contractCents, 'contract amount');
  assertCents(depositPaidCents, 'deposit');
  return {
    contractCents,
    depositCents: depositPaidCents,
    finalCents: finalPaymentFor(contractCents, depositPaidCents),
    excessRefundCents: excessRefundFor(contractCents, depositPaidCents),
    feePercent: terms.feePercent,
    launchOffer: terms.launchOffer,
    ...splitContractAmount(contractCents, terms),
  };
}

/**
 * A dispute decided for the company: the work is not accepted, so the company gets back everything it paid for
 * it, the contract amount: the creator's held share and the platform's fee, which is not earned either.
 */
export function disputeRefundFigures(figures: Pick<ContractFigures, 'feeCents' | 'creatorCents'>) {
  return {
    refundCents: figures.feeCents + figures.creatorCents,
    fromCreatorCents: figures.creatorCents,
    fromFeeCents: figures.feeCents,
  };
}

/** The creator's share is held for the dispute window of the terms (7 days unless configured), then released. */
export const DEFAULT_HOLD_DAYS = 7;

export function releasableAt(paidAt: Date, holdDays: number): Date {
  return holdEndsAt(paidAt, { days: holdDays });
}

/**
 * What anyone may read (marketing and legal texts state these figures): the standard fee, not the launch offer, and
 * the hold as it is configured, in minutes and in words; a demo's shortened hold is stated as it is, never as days.
 */
export function publicTerms(feePercent: number, hold: HoldPeriod) {
  const holdMinutes = hold.minutes ?? hold.days * 24 * 60;
  const holdPeriod = hold.minutes != null ? Messages.holdPeriod(hold.minutes, 'minutes') : Messages.holdPeriod(hold.days, 'days');
  return { feePercent, creatorSharePercent: 100 - feePercent, holdMinutes, holdPeriod };
}
