import {
  Accounts,
  assertBalanced,
  balanceOf,
  disputeRefundPosting,
  isExternal,
  payoutPosting,
  payoutReversalPosting,
  settlementPosting,
} from './ledger';

const settled = { settledByPaymentId: 'pay-final', projectId: 'proj-1', creatorId: 'cr-1', ownerId: 'comp-1' };

describe('ledger: the creator share after the hold', () => {
  const settlement = settlementPosting(
    { paymentId: 'pay-final', projectId: 'proj-1', creatorId: 'cr-1' },
    { feeCents: 1_500, creatorCents: 8_500 },
  );

  it('a release moves what the platform owes the creator to her connected account, outside the platform', () => {
    const release = payoutPosting(settled, 8_500);
    expect(() => assertBalanced(release)).not.toThrow();
    expect(release).toMatchObject({ kind: 'payout', paymentId: 'pay-final' });
    const lines = [...settlement.lines, ...release.lines];
    expect(balanceOf(Accounts.creatorPayable('cr-1'), lines)).toBe(0);
    expect(balanceOf(Accounts.creatorAccount('cr-1'), lines)).toBe(8_500);
    expect(isExternal(Accounts.creatorAccount('cr-1'))).toBe(true);
    expect(isExternal(Accounts.creatorPayable('cr-1'))).toBe(false);
  });

  it('a reversed transfer makes the share owed to the creator again', () => {
    const lines = [...settlement.lines, ...payoutPosting(settled, 8_500).lines, ...payoutReversalPosting(settled, 8_500).lines];
    expect(balanceOf(Accounts.creatorPayable('cr-1'), lines)).toBe(8_500);
    expect(balanceOf(Accounts.creatorAccount('cr-1'), lines)).toBe(0);
  });

  it('a dispute decided for the company gives back the share and the fee: nothing owed to the creator, no fee kept', () => {
    const refund = disputeRefundPosting(settled, { fromFeeCents: 1_500, fromCreatorCents: 8_500 });
    expect(() => assertBalanced(refund)).not.toThrow();
    const lines = [...settlement.lines, ...refund.lines];
    expect(balanceOf(Accounts.creatorPayable('cr-1'), lines)).toBe(0);
    expect(balanceOf(Accounts.platformRevenue(), lines)).toBe(0);
    expect(balanceOf(Accounts.companyCash('comp-1'), lines)).toBe(10_000);
  });

  it('a dispute refund under the launch offer has no fee line', () => {
    const refund = disputeRefundPosting(settled, { fromFeeCents: 0, fromCreatorCents: 10_000 });
    expect(refund.lines).toHaveLength(2);
    expect(refund.lines.some((line) => line.account === Accounts.platformRevenue())).toBe(false);
  });
});
