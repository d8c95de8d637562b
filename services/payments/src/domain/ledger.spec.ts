import { Accounts, assertBalanced, balanceOf, depositPosting, depositRefundPosting, UnbalancedPostingError } from './ledger';

const payment = { id: 'pay-1', projectId: 'proj-1', ownerId: 'comp-1' };

describe('ledger', () => {
  it('posts a deposit from the company to the project escrow, balanced', () => {
    const posting = depositPosting(payment, 5_000);
    expect(posting.lines).toEqual([
      { account: 'escrow:proj-1', direction: 'debit', amountCents: 5_000 },
      { account: 'company_cash:comp-1', direction: 'credit', amountCents: 5_000 },
    ]);
    expect(() => assertBalanced(posting)).not.toThrow();
  });

  it('a deposit and its refund leave escrow and company at zero', () => {
    const lines = [...depositPosting(payment, 1_251).lines, ...depositRefundPosting(payment, 1_251).lines];
    expect(balanceOf(Accounts.escrow('proj-1'), lines)).toBe(0);
    expect(balanceOf(Accounts.companyCash('comp-1'), lines)).toBe(0);
  });

  it('refuses unbalanced, empty, zero, fractional and unknown-account postings', () => {
    const line = (account: string, direction: 'debit' | 'credit', amountCents: number) => ({ account, direction, amountCents });
    expect(() => assertBalanced({ lines: [line('escrow:p', 'debit', 10), line('company_cash:c', 'credit', 9)] })).toThrow(
      UnbalancedPostingError,
    );
    expect(() => assertBalanced({ lines: [line('escrow:p', 'debit', 10)] })).toThrow(UnbalancedPostingError);
    expect(() => assertBalanced({ lines: [line('escrow:p', 'debit', 0), line('company_cash:c', 'credit', 0)] })).toThrow(
      UnbalancedPostingError,
    );
    expect(() => assertBalanced({ lines: [line('escrow:p', 'debit', 1.5), line('company_cash:c', 'credit', 1.5)] })).toThrow(
      RangeError,
    );
    expect(() => assertBalanced({ lines: [line('wallet:p', 'debit', 1), line('company_cash:c', 'credit', 1)] })).toThrow(
      /unknown ledger account/,
    );
    expect(() => depositPosting(payment, 0)).toThrow(UnbalancedPostingError);
  });

  it('every generated posting balances for many amounts', () => {
    for (let amount = 1; amount < 5_000; amount += 37) {
      expect(() => assertBalanced(depositPosting(payment, amount))).not.toThrow();
      expect(() => assertBalanced(depositRefundPosting(payment, amount))).not.toThrow();
    }
  });
});
