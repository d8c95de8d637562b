import { assertCents, type Cents } from './money';

/**
 * Double-entry bookkeeping in integer cents. Every posting moves money between accounts; its debits equal its
 * credits. Convention: money flows FROM the credited account TO the debited account.
 */
export const Accounts = {
  /** The company's own money outside the platform (external). */
  companyCash: (companyId: string) => `company_cash:${companyId}`,
  /** Money held for one project until it is released or refunded. */
  escrow: (projectId: string) => `escrow:${projectId}`,
  platformRevenue: () => 'platform_revenue',
  creatorPayable: (creatorId: string) => `creator_payable:${creatorId}`,
} as const;

export type AccountKind = 'company_cash' | 'escrow' | 'platform_revenue' | 'creator_payable';

export function accountKind(account: string): AccountKind {
  const kind = account.split(':')[0];
  if (kind === 'company_cash' || kind === 'escrow' || kind === 'platform_revenue' || kind === 'creator_payable') return kind;
  throw new Error(`unknown ledger account: ${account}`);
}

/** Accounts that stand for money outside the platform. */
export function isExternal(account: string): boolean {
  return accountKind(account) === 'company_cash';
}

export type Direction = 'debit' | 'credit';

export interface LedgerLine {
  account: string;
  direction: Direction;
  amountCents: Cents;
}

export type PostingKind = 'deposit' | 'deposit_refund';

export interface Posting {
  kind: PostingKind;
  /** The payment it belongs to; (payment, kind, sequence) is unique in the database. */
  paymentId: string;
  description: string;
  lines: LedgerLine[];
}

export class UnbalancedPostingError extends Error {}

/** Throws unless the posting has lines, only positive whole cents, and debits equal to credits. */
export function assertBalanced(posting: Pick<Posting, 'lines'>): void {
  if (posting.lines.length < 2) throw new UnbalancedPostingError('a posting needs at least two lines');
  let debits = 0;
  let credits = 0;
  for (const line of posting.lines) {
    assertCents(line.amountCents, 'ledger line');
    if (line.amountCents === 0) throw new UnbalancedPostingError('a ledger line moves at least one cent');
    accountKind(line.account);
    if (line.direction === 'debit') debits += line.amountCents;
    else credits += line.amountCents;
  }
  if (debits !== credits) throw new UnbalancedPostingError(`debits ${debits} ≠ credits ${credits}`);
}

function transfer(from: string, to: string, amountCents: Cents): LedgerLine[] {
  return [
    { account: to, direction: 'debit', amountCents },
    { account: from, direction: 'credit', amountCents },
  ];
}

function balanced(posting: Posting): Posting {
  assertBalanced(posting);
  return posting;
}

/** The deposit arrives: company → escrow of the project. */
export function depositPosting(payment: { id: string; projectId: string; ownerId: string }, amountCents: Cents): Posting {
  return balanced({
    kind: 'deposit',
    paymentId: payment.id,
    description: `Aanbetaling project ${payment.projectId}`,
    lines: transfer(Accounts.companyCash(payment.ownerId), Accounts.escrow(payment.projectId), amountCents),
  });
}

/** (Part of) a deposit goes back: escrow of the project → company. */
export function depositRefundPosting(payment: { id: string; projectId: string; ownerId: string }, amountCents: Cents): Posting {
  return balanced({
    kind: 'deposit_refund',
    paymentId: payment.id,
    description: `Terugbetaling aanbetaling project ${payment.projectId}`,
    lines: transfer(Accounts.escrow(payment.projectId), Accounts.companyCash(payment.ownerId), amountCents),
  });
}

/** Balance of an account as debits minus credits over the given lines. */
export function balanceOf(account: string, lines: readonly LedgerLine[]): Cents {
  return lines
    .filter((line) => line.account === account)
    .reduce((sum, line) => sum + (line.direction === 'debit' ? line.amountCents : -line.amountCents), 0);
}
