import { depositCreditNote, feeVat, finalInvoice, invoiceNumber, invoiceYear } from './invoice';
import { Messages } from './messages';

describe('invoice rules', () => {
  it.each([
    [7_500, 6_198, 1_302],
    [121, 100, 21],
    [1, 1, 0],
    [0, 0, 0],
    [1_499, 1_239, 260],
  ])('a fee of %i cents with VAT is %i without and %i VAT', (fee, exclusive, vat) => {
    expect(feeVat(fee)).toEqual({ exclusiveCents: exclusive, vatCents: vat });
  });

  it('numbers per year with six digits, from 1', () => {
    expect(invoiceNumber(2026, 1)).toBe('CW-2026-000001');
    expect(invoiceNumber(2026, 123_456)).toBe('CW-2026-123456');
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
  });

  it('counts a document in its year in the Netherlands', () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });

  it('the final invoice adds up: her share + fee without VAT + VAT = contract; the deposit and refund are informative', () => {
    const figures = {
      contractCents: 30_000,
      depositCents: 50_000,
      finalCents: 0,
      excessRefundCents: 20_000,
      feePercent: 15,
      feeCents: 4_500,
      creatorCents: 25_500,
    };
    const invoice = finalInvoice({ projectTitle: 'Video', company: { name: 'BV', kvkNumber: null, btwNumber: null }, figures });
    const added = invoice.lines.filter((line) => !line.informative).reduce((sum, line) => sum + line.amountCents, 0);
    expect(added).toBe(figures.contractCents);
    expect(invoice.lines.filter((line) => line.informative).map((line) => line.amountCents)).toEqual([30_000, 50_000, 20_000]);
    expect(invoice.totalCents).toBe(0);
  });

  it('a credit note credits the deposit invoice it names, for the amount refunded', () => {
    const note = depositCreditNote({
      projectTitle: 'Unboxing',
      company: { name: 'Koffie & Co BV', kvkNumber: null, btwNumber: null },
      amountCents: 15_001,
      creditedNumber: 'CW-2026-000007',
    });
    expect(note).toMatchObject({ kind: 'deposit_credit_note', totalCents: 15_001, totalLabel: Messages.invoice.totalCredited });
    expect(note.lines).toEqual([{ label: Messages.invoice.lines.depositRefunded, amountCents: 15_001 }]);
    expect(note.notes).toEqual([expect.stringContaining('CW-2026-000007')]);
  });
});
