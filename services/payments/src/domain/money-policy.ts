import { type FeeTerms, LAUNCH_OFFER, splitContractAmount } from './fee-policy';
import { assertCents, type Cents, DEPOSIT_SHARE_PERCENT, depositFor, excessRefundFor, finalPaymentFor } from './money';
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
  const { refundCents, fromCreatorCents, fromFeeCents } = disputeSplitFigures({ ...figures, feePercent: 0 }, 0);
  return { refundCents, fromCreatorCents, fromFeeCents };
}

/**
 * A settled project's dispute decided as a split: the creator is paid `creatorPartCents` of the contract amount, the
 * platform keeps its fee on that part only (rounded down, as at settlement), and the rest goes back to the company,
 * taken from the creator's held share and from the fee. `creatorPartCents` = the contract amount keeps everything as
 * settled; 0 is the full refund.
 */
export function disputeSplitFigures(
  settled: Pick<ContractFigures, 'feeCents' | 'creatorCents' | 'feePercent'>,
  creatorPartCents: Cents,
) {
  assertCents(creatorPartCents, 'creator part');
  const contractCents = settled.feeCents + settled.creatorCents;
  if (creatorPartCents > contractCents) throw new RangeError(`creator part ${creatorPartCents} > contract ${contractCents}`);
  const kept = splitContractAmount(creatorPartCents, settled);
  return {
    kept,
    refundCents: contractCents - creatorPartCents,
    fromCreatorCents: settled.creatorCents - kept.creatorCents,
    fromFeeCents: settled.feeCents - kept.feeCents,
  };
}

/** The creator's share is held for the dispute window of the terms (7 days unless configured), then released. */
export const DEFAULT_HOLD_DAYS = 7;

export function releasableAt(paidAt: Date, holdDays: number): Date {
  return holdEndsAt(paidAt, { days: holdDays });
}

/**
 * What anyone may read (marketing, help and legal texts state these figures, never a copy of their own): the standard
 * fee and share, the deposit's share of the budget, the launch offer (the first companies pay no fee for months), and
 * the hold as it is configured, in minutes and in words; a demo's shortened hold is stated as it is, never as days.
 */
export function publicTerms(feePercent: number, hold: HoldPeriod) {
  const holdMinutes = hold.minutes ?? hold.days * 24 * 60;
  const holdPeriod = hold.minutes != null ? Messages.holdPeriod(hold.minutes, 'minutes') : Messages.holdPeriod(hold.days, 'days');
  return {
    feePercent,
    creatorSharePercent: 100 - feePercent,
    holdMinutes,
    holdPeriod,
    depositPercent: DEPOSIT_SHARE_PERCENT,
    launchOfferCompanies: LAUNCH_OFFER.companies,
    launchOfferMonths: LAUNCH_OFFER.months,
  };
}
