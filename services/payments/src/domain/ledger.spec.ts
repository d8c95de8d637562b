import {
  Accounts,
  assertBalanced,
  balanceOf,
  depositPosting,
  depositRefundPosting,
  excessRefundPosting,
  finalPosting,
  projectBooksProblems,
  settlementPosting,
  UnbalancedPostingError,
} from './ledger';

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

describe('completion postings and the books of a completed project', () => {
  const deposit = { id: 'dep', projectId: 'p1', ownerId: 'c1', kind: 'deposit' as const };
  const final = { id: 'fin', projectId: 'p1', ownerId: 'c1', kind: 'final' as const };
  const settled = { paymentId: 'fin', projectId: 'p1', creatorId: 'cr1' };

  it('books the final payment into escrow and splits the contract into fee and creator share', () => {
    expect(finalPosting(final, 25_000).lines).toEqual([
      { account: 'escrow:p1', direction: 'debit', amountCents: 25_000 },
      { account: 'company_cash:c1', direction: 'credit', amountCents: 25_000 },
    ]);
    expect(settlementPosting(settled, { feeCents: 7_500, creatorCents: 42_500 }).lines).toEqual([
      { account: 'escrow:p1', direction: 'credit', amountCents: 50_000 },
      { account: 'platform_revenue', direction: 'debit', amountCents: 7_500 },
      { account: 'creator_payable:cr1', direction: 'debit', amountCents: 42_500 },
    ]);
  });

  it('leaves out the fee line under the launch offer (a line moves at least one cent)', () => {
    expect(settlementPosting(settled, { feeCents: 0, creatorCents: 10_000 }).lines).toHaveLength(2);
  });

  it('finds nothing wrong with books that add up, deposit + final = contract and fee + creator = contract', () => {
    const books = {
      projectId: 'p1',
      contractCents: 50_000,
      transactions: [
        depositPosting(deposit, 25_000),
        finalPosting(final, 25_000),
        settlementPosting(settled, { feeCents: 7_500, creatorCents: 42_500 }),
      ],
    };
    expect(projectBooksProblems(books)).toEqual([]);
  });

  it('accepts a refunded duplicate and an excess deposit refunded at completion', () => {
    const books = {
      projectId: 'p1',
      contractCents: 20_000,
      transactions: [
        depositPosting(deposit, 25_000),
        depositPosting({ ...deposit, id: 'dup' }, 25_000),
        depositRefundPosting({ ...deposit, id: 'dup' }, 25_000),
        excessRefundPosting(deposit, 5_000),
        settlementPosting({ ...settled, paymentId: 'dep' }, { feeCents: 3_000, creatorCents: 17_000 }),
      ],
    };
    expect(projectBooksProblems(books)).toEqual([]);
  });

  it('names what does not add up', () => {
    const books = {
      projectId: 'p1',
      contractCents: 50_000,
      transactions: [
        depositPosting(deposit, 25_000),
        finalPosting(final, 24_999),
        settlementPosting(settled, { feeCents: 7_500, creatorCents: 42_499 }),
      ],
    };
    expect(projectBooksProblems(books)).toEqual([
      'deposit 25000 + final 24999 ≠ contract 50000',
      'fee 7500 + creator share 42499 ≠ contract 50000',
    ]);
    // A settlement that takes more than came in leaves the escrow below zero.
    const overdrawn = [
      depositPosting(deposit, 25_000),
      finalPosting(final, 25_000),
      settlementPosting(settled, { feeCents: 7_501, creatorCents: 42_500 }),
    ];
    expect(projectBooksProblems({ ...books, transactions: overdrawn })).toEqual([
      'fee 7501 + creator share 42500 ≠ contract 50000',
      'escrow keeps -1',
    ]);
    expect(
      projectBooksProblems({ ...books, transactions: [depositPosting(deposit, 25_000), finalPosting(final, 25_000)] }),
    ).toContain('0 settlements instead of one');
  });
});
