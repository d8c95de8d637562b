import type { Cents } from './money';
import { Messages } from './messages';

/**
 * Invoices and payout statements: what each party receives per payment. No framework, no I/O: the issuer stores
 * a document's content as computed here, and the PDF shows it as stored.
 */

/** Dutch VAT on the platform's fee; the creator's share is passed on to her and carries none of ours. */
export const VAT_PERCENT = 21;

/** The platform fee includes VAT: split it into the fee without VAT and the VAT, rounded to the cent (half up). */
export function feeVat(feeCents: Cents): { exclusiveCents: Cents; vatCents: Cents } {
  const exclusiveCents = Math.round((feeCents * 100) / (100 + VAT_PERCENT));
  return { exclusiveCents, vatCents: feeCents - exclusiveCents };
}

/**
 * deposit: the company's invoice for the deposit; final: the company's invoice at completion (the final payment,
 * the contract amount split into the creator's share and the platform fee with VAT); payout_statement: the
 * creator's statement of her share; deposit_credit_note: the company's credit note when its deposit went back in
 * full, crediting the deposit invoice (numbered in the same series).
 */
export const INVOICE_KINDS = ['deposit', 'final', 'payout_statement', 'deposit_credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** One gapless sequence per calendar year: CW-2026-000001, CW-2026-000002, … */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`invoice sequence must be 1 or more: ${sequence}`);
  return `CW-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year an invoice counts in: its date in the Netherlands. */
export function invoiceYear(issuedAt: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(issuedAt));
}

export interface InvoiceLine {
  label: string;
  amountCents: Cents;
  /** A line that explains the total but is not added to it (e.g. the part of the contract paid earlier). */
  informative?: boolean;
}

export interface Party {
  name: string;
  kvkNumber: string | null;
  btwNumber: string | null;
}

/** What a stored document says; the PDF prints exactly this. */
export interface InvoiceContent {
  kind: InvoiceKind;
  title: string;
  projectTitle: string;
  recipient: Party;
  lines: InvoiceLine[];
  totalLabel: string;
  totalCents: Cents;
  notes: string[];
}

export function depositInvoice(input: { projectTitle: string; company: Party; amountCents: Cents }): InvoiceContent {
  return {
    kind: 'deposit',
    title: Messages.invoice.titles.deposit,
    projectTitle: input.projectTitle,
    recipient: input.company,
    lines: [{ label: Messages.invoice.lines.deposit, amountCents: input.amountCents }],
    totalLabel: Messages.invoice.totalPaid,
    totalCents: input.amountCents,
    notes: [Messages.invoice.notes.feeOnFinalInvoice],
  };
}

/** The deposit went back in full: a credit note for the deposit invoice it names, for the amount refunded. */
export function depositCreditNote(input: {
  projectTitle: string;
  company: Party;
  amountCents: Cents;
  creditedNumber: string;
}): InvoiceContent {
  return {
    kind: 'deposit_credit_note',
    title: Messages.invoice.titles.depositCreditNote,
    projectTitle: input.projectTitle,
    recipient: input.company,
    lines: [{ label: Messages.invoice.lines.depositRefunded, amountCents: input.amountCents }],
    totalLabel: Messages.invoice.totalCredited,
    totalCents: input.amountCents,
    notes: [Messages.invoice.notes.credits(input.creditedNumber)],
  };
}

export interface SettledFigures {
  contractCents: Cents;
  depositCents: Cents;
  finalCents: Cents;
  excessRefundCents: Cents;
  feePercent: number;
  feeCents: Cents;
  creatorCents: Cents;
}

/**
 * At completion: the contract amount as the creator's share plus the platform fee (without VAT, and its VAT);
 * the deposit paid before, any part of it refunded, and the final payment that this invoice is for.
 */
export function finalInvoice(input: { projectTitle: string; company: Party; figures: SettledFigures }): InvoiceContent {
  const { figures } = input;
  const { exclusiveCents, vatCents } = feeVat(figures.feeCents);
  const lines: InvoiceLine[] = [
    { label: Messages.invoice.lines.creatorShare, amountCents: figures.creatorCents },
    { label: Messages.invoice.lines.platformFee(figures.feePercent), amountCents: exclusiveCents },
    { label: Messages.invoice.lines.vat(VAT_PERCENT), amountCents: vatCents },
    { label: Messages.invoice.lines.contract, amountCents: figures.contractCents, informative: true },
    { label: Messages.invoice.lines.depositPaid, amountCents: figures.depositCents, informative: true },
  ];
  if (figures.excessRefundCents > 0) {
    lines.push({ label: Messages.invoice.lines.excessRefunded, amountCents: figures.excessRefundCents, informative: true });
  }
  return {
    kind: 'final',
    title: Messages.invoice.titles.final,
    projectTitle: input.projectTitle,
    recipient: input.company,
    lines,
    totalLabel: Messages.invoice.totalFinal,
    totalCents: figures.finalCents,
    notes: [Messages.invoice.notes.creatorShareNoVat],
  };
}

/** The creator's statement: the contract amount, the platform fee kept, her share and when it is released. */
export function payoutStatement(input: {
  projectTitle: string;
  creator: Party;
  company: string;
  figures: SettledFigures;
  releasableOn: string;
}): InvoiceContent {
  const { figures } = input;
  return {
    kind: 'payout_statement',
    title: Messages.invoice.titles.payoutStatement,
    projectTitle: input.projectTitle,
    recipient: input.creator,
    lines: [
      { label: Messages.invoice.lines.contractWith(input.company), amountCents: figures.contractCents, informative: true },
      { label: Messages.invoice.lines.platformFeeKept(figures.feePercent), amountCents: figures.feeCents, informative: true },
    ],
    totalLabel: Messages.invoice.totalPayout,
    totalCents: figures.creatorCents,
    notes: [Messages.invoice.notes.released(input.releasableOn)],
  };
}
