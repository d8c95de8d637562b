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
  /** The creator's connected account at the provider: her released share has left the platform (external). */
  creatorAccount: (creatorId: string) => `creator_account:${creatorId}`,
} as const;

export type AccountKind = 'company_cash' | 'escrow' | 'platform_revenue' | 'creator_payable' | 'creator_account';

const ACCOUNT_KINDS: readonly string[] = ['company_cash', 'escrow', 'platform_revenue', 'creator_payable', 'creator_account'];

export function accountKind(account: string): AccountKind {
  const kind = account.split(':')[0];
  if (ACCOUNT_KINDS.includes(kind)) return kind as AccountKind;
  throw new Error(`unknown ledger account: ${account}`);
}

/** Accounts that stand for money outside the platform. */
export function isExternal(account: string): boolean {
  const kind = accountKind(account);
  return kind === 'company_cash' || kind === 'creator_account';
}

export type Direction = 'debit' | 'credit';

export interface LedgerLine {
  account: string;
  direction: Direction;
  amountCents: Cents;
}

/**
 * deposit / final: the company pays into the project's escrow; deposit_refund / final_refund: back to the company
 * (cancelled project, duplicate, a refund at the provider); excess_refund: the deposit's part above the contract
 * amount goes back at completion; settlement: at completion the escrow goes to the platform's fee and the creator.
 */
export type PostingKind =
  'deposit' | 'deposit_refund' | 'final' | 'final_refund' | 'excess_refund' | 'settlement' | PayoutPostingKind;

/**
 * payout: after the hold the creator's share leaves for her connected account; payout_reversal: the provider
 * reversed that transfer; dispute_refund: an operator decided a dispute for the company, who gets the
 * contract amount back (the creator's share and the fee).
 */
export type PayoutPostingKind = 'payout' | 'payout_reversal' | 'dispute_refund';

export interface Posting {
  kind: PostingKind;
  /** The payment it belongs to; (payment, kind, sequence) is unique in the database. */
  paymentId: string;
  description: string;
  lines: LedgerLine[];
}

export class UnbalancedPostingError extends Error {}

/** Throws unless the posting has lines, only positive whole cents, and debits equal to credits. */
export function assertBalanced(posting: { lines: readonly LedgerLine[] }): void {
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

/** The final payment arrives: company → escrow of the project. */
export function finalPosting(payment: { id: string; projectId: string; ownerId: string }, amountCents: Cents): Posting {
  return balanced({
    kind: 'final',
    paymentId: payment.id,
    description: `Finale betaling project ${payment.projectId}`,
    lines: transfer(Accounts.companyCash(payment.ownerId), Accounts.escrow(payment.projectId), amountCents),
  });
}

/** A payment (or part of it) goes back to the company: escrow of the project → company. */
export function refundPosting(
  payment: { id: string; projectId: string; ownerId: string; kind: 'deposit' | 'final' },
  amountCents: Cents,
): Posting {
  if (payment.kind === 'deposit') return depositRefundPosting(payment, amountCents);
  return balanced({
    kind: 'final_refund',
    paymentId: payment.id,
    description: `Terugbetaling finale betaling project ${payment.projectId}`,
    lines: transfer(Accounts.escrow(payment.projectId), Accounts.companyCash(payment.ownerId), amountCents),
  });
}

/** At completion, the deposit's part above the contract amount goes back: escrow → company. */
export function excessRefundPosting(deposit: { id: string; projectId: string; ownerId: string }, amountCents: Cents): Posting {
  return balanced({
    kind: 'excess_refund',
    paymentId: deposit.id,
    description: `Terugbetaling aanbetaling boven contractbedrag project ${deposit.projectId}`,
    lines: transfer(Accounts.escrow(deposit.projectId), Accounts.companyCash(deposit.ownerId), amountCents),
  });
}

/**
 * At completion the contract amount leaves the escrow: the fee to the platform, the rest to the creator (held
 * for the dispute window). A zero fee (launch offer) has no line of its own.
 */
export function settlementPosting(
  settled: { paymentId: string; projectId: string; creatorId: string },
  figures: { feeCents: Cents; creatorCents: Cents },
): Posting {
  const lines: LedgerLine[] = [
    { account: Accounts.escrow(settled.projectId), direction: 'credit', amountCents: figures.feeCents + figures.creatorCents },
  ];
  if (figures.feeCents > 0)
    lines.push({ account: Accounts.platformRevenue(), direction: 'debit', amountCents: figures.feeCents });
  if (figures.creatorCents > 0)
    lines.push({ account: Accounts.creatorPayable(settled.creatorId), direction: 'debit', amountCents: figures.creatorCents });
  return balanced({
    kind: 'settlement',
    paymentId: settled.paymentId,
    description: `Afrekening project ${settled.projectId}`,
    lines,
  });
}

/** The payment that settled the project names its payout postings: one of each kind per project. */
interface SettledPayout {
  settledByPaymentId: string;
  projectId: string;
  creatorId: string;
}

/** The hold ended: the creator's share goes from what the platform owes her to her connected account. */
export function payoutPosting(payout: SettledPayout, amountCents: Cents): Posting {
  return balanced({
    kind: 'payout',
    paymentId: payout.settledByPaymentId,
    description: `Uitbetaling creator project ${payout.projectId}`,
    lines: transfer(Accounts.creatorPayable(payout.creatorId), Accounts.creatorAccount(payout.creatorId), amountCents),
  });
}

/** The provider reversed the transfer: the share is owed to the creator again. */
export function payoutReversalPosting(payout: SettledPayout, amountCents: Cents): Posting {
  return balanced({
    kind: 'payout_reversal',
    paymentId: payout.settledByPaymentId,
    description: `Teruggedraaide uitbetaling creator project ${payout.projectId}`,
    lines: transfer(Accounts.creatorAccount(payout.creatorId), Accounts.creatorPayable(payout.creatorId), amountCents),
  });
}

/**
 * A dispute decided (partly) for the company after settlement: what goes back to the company comes out of what the
 * platform owed the creator and out of its revenue; the full refund takes the whole share and the whole fee (no fee
 * on work not delivered), a split only the parts above what the creator keeps and the fee on it.
 */
export function disputeRefundPosting(
  payout: SettledPayout & { ownerId: string },
  back: { fromFeeCents: Cents; fromCreatorCents: Cents },
): Posting {
  const lines: LedgerLine[] = [
    { account: Accounts.companyCash(payout.ownerId), direction: 'debit', amountCents: back.fromFeeCents + back.fromCreatorCents },
  ];
  if (back.fromCreatorCents > 0)
    lines.push({ account: Accounts.creatorPayable(payout.creatorId), direction: 'credit', amountCents: back.fromCreatorCents });
  if (back.fromFeeCents > 0)
    lines.push({ account: Accounts.platformRevenue(), direction: 'credit', amountCents: back.fromFeeCents });
  return balanced({
    kind: 'dispute_refund',
    paymentId: payout.settledByPaymentId,
    description: `Terugbetaling na geschil project ${payout.projectId}`,
    lines,
  });
}

/** A completed project's books: its contract amount and every ledger transaction that touched its escrow. */
export interface ProjectBooks {
  projectId: string;
  contractCents: Cents;
  transactions: ReadonlyArray<{ kind: string; lines: readonly LedgerLine[] }>;
}

/**
 * What is wrong with a completed project's books (empty when nothing): every transaction balanced; the deposit
 * that stayed in plus the final payment is the contract amount; exactly one settlement, splitting the contract
 * amount into fee and creator share; nothing left in the escrow.
 */
export function projectBooksProblems(books: ProjectBooks): string[] {
  const problems: string[] = [];
  const escrow = Accounts.escrow(books.projectId);
  const sum = (kinds: PostingKind[], account: (line: LedgerLine) => boolean, direction: Direction) =>
    books.transactions
      .filter((tx) => (kinds as string[]).includes(tx.kind))
      .flatMap((tx) => tx.lines)
      .filter((line) => account(line) && line.direction === direction)
      .reduce((total, line) => total + line.amountCents, 0);
  for (const tx of books.transactions) {
    try {
      assertBalanced(tx);
    } catch (error) {
      problems.push(`${tx.kind}: ${(error as Error).message}`);
    }
  }
  const isEscrow = (line: LedgerLine) => line.account === escrow;
  const depositKept = sum(['deposit'], isEscrow, 'debit') - sum(['deposit_refund', 'excess_refund'], isEscrow, 'credit');
  const finalKept = sum(['final'], isEscrow, 'debit') - sum(['final_refund'], isEscrow, 'credit');
  if (depositKept + finalKept !== books.contractCents)
    problems.push(`deposit ${depositKept} + final ${finalKept} ≠ contract ${books.contractCents}`);
  const settlements = books.transactions.filter((tx) => tx.kind === 'settlement');
  if (settlements.length !== 1) problems.push(`${settlements.length} settlements instead of one`);
  const fee = sum(['settlement'], (line) => accountKind(line.account) === 'platform_revenue', 'debit');
  const creator = sum(['settlement'], (line) => accountKind(line.account) === 'creator_payable', 'debit');
  if (fee + creator !== books.contractCents)
    problems.push(`fee ${fee} + creator share ${creator} ≠ contract ${books.contractCents}`);
  const left = balanceOf(
    escrow,
    books.transactions.flatMap((tx) => tx.lines),
  );
  if (left !== 0) problems.push(`escrow keeps ${left}`);
  return problems;
}

/** Balance of an account as debits minus credits over the given lines. */
export function balanceOf(account: string, lines: readonly LedgerLine[]): Cents {
  return lines
    .filter((line) => line.account === account)
    .reduce((sum, line) => sum + (line.direction === 'debit' ? line.amountCents : -line.amountCents), 0);
}
