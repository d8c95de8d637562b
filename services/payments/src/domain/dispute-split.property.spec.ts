import fc from 'fast-check';
import {
  Accounts,
  balanceOf,
  depositPosting,
  disputeRefundPosting,
  finalPosting,
  payoutPosting,
  settlementPosting,
} from './ledger';
import { depositFor } from './money';
import { contractFigures, disputeSplitFigures } from './money-policy';

const ids = { projectId: 'proj-1', ownerId: 'comp-1', creatorId: 'cr-1' };

/** A settled project (deposit + final = contract), then a dispute decided with any creator part. */
const flows = fc
  .record({
    contractCents: fc.integer({ min: 1, max: 10_000_000 }),
    feePercent: fc.integer({ min: 0, max: 100 }),
    launchOffer: fc.boolean(),
    part: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((flow) => ({ ...flow, creatorPartCents: Math.floor(flow.contractCents * flow.part) }));

describe('a dispute split (random flows)', () => {
  it('balances, pays nobody twice and leaves the platform its fee on the creator part only', () => {
    fc.assert(
      fc.property(flows, ({ contractCents, feePercent, launchOffer, creatorPartCents }) => {
        const depositCents = depositFor(contractCents * 2);
        const figures = contractFigures(contractCents, depositCents, { feePercent: launchOffer ? 0 : feePercent, launchOffer });
        const deposit = { id: 'pay-dep', ...ids };
        const final = { id: 'pay-final', ...ids };
        const postings = [depositPosting(deposit, depositCents)];
        if (figures.finalCents > 0) postings.push(finalPosting(final, figures.finalCents));
        postings.push(settlementPosting({ paymentId: final.id, ...ids }, figures));

        const split = disputeSplitFigures(figures, creatorPartCents);
        const payout = { settledByPaymentId: final.id, ...ids };
        if (split.refundCents > 0) postings.push(disputeRefundPosting(payout, split));
        if (split.kept.creatorCents > 0) postings.push(payoutPosting(payout, split.kept.creatorCents));
        const lines = postings.flatMap((posting) => posting.lines);

        // What the company paid in and got back, what the creator and the platform end with: together the contract.
        const excessBack = depositCents + figures.finalCents - contractCents;
        expect(balanceOf(Accounts.companyCash(ids.ownerId), lines)).toBe(split.refundCents - contractCents);
        expect(balanceOf(Accounts.creatorAccount(ids.creatorId), lines)).toBe(split.kept.creatorCents);
        expect(balanceOf(Accounts.creatorPayable(ids.creatorId), lines)).toBe(0);
        expect(balanceOf(Accounts.platformRevenue(), lines)).toBe(split.kept.feeCents);
        expect(balanceOf(Accounts.escrow(ids.projectId), lines)).toBe(excessBack);
        expect(split.kept.feeCents + split.kept.creatorCents).toBe(creatorPartCents);
        expect(split.refundCents + creatorPartCents).toBe(contractCents);
        expect(split.fromCreatorCents).toBeGreaterThanOrEqual(0);
        expect(split.fromFeeCents).toBeGreaterThanOrEqual(0);
        expect(split.kept.feeCents).toBe(Math.floor((creatorPartCents * figures.feePercent) / 100));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a creator part above the contract amount', () => {
    expect(() => disputeSplitFigures({ feeCents: 1_500, creatorCents: 8_500, feePercent: 15 }, 10_001)).toThrow(RangeError);
  });
});
