import PDFDocument from 'pdfkit';
import type { InvoiceIssuer } from '../../config';
import type { Party } from '../../domain/invoice';
import { Messages } from '../../domain/messages';
import type { StoredInvoice } from '../persistence/invoice.repository';

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const MARGIN = 56;
const AMOUNT_WIDTH = 120;
const GREY = '#6b7280';
const INK = '#111827';

/** One A4 page per document: the issuer, the number and date, the recipient, the lines, the total and the notes. */
export function renderInvoicePdf(invoice: StoredInvoice, issuer: InvoiceIssuer): Promise<Buffer> {
  const { content } = invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${content.title} ${invoice.number}`, Author: issuer.name, Subject: invoice.number },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(issuer.name);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of partyLines({ name: issuer.address, kvkNumber: issuer.kvkNumber, btwNumber: issuer.btwNumber }))
    doc.text(line);

  doc.moveDown(2).fillColor(INK).font('Helvetica-Bold').fontSize(16).text(content.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const numberLabel =
    content.kind === 'payout_statement'
      ? Messages.invoice.statementNumber
      : content.kind === 'deposit_credit_note'
        ? Messages.invoice.creditNoteNumber
        : Messages.invoice.number;
  labelled(doc, numberLabel, invoice.number);
  labelled(doc, Messages.invoice.date, longDate.format(invoice.issuedAt));
  labelled(doc, Messages.invoice.project, content.projectTitle);

  doc.moveDown(1).font('Helvetica-Bold').text(Messages.invoice.recipient);
  doc.font('Helvetica');
  for (const line of partyLines(content.recipient)) doc.text(line);

  doc.moveDown(1.5);
  const row = (label: string, amount: string, options: { bold?: boolean; grey?: boolean } = {}) => {
    const y = doc.y;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(options.grey ? GREY : INK);
    doc.text(label, MARGIN, y, { width: width - AMOUNT_WIDTH });
    const after = doc.y;
    doc.text(amount, MARGIN + width - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y) + 4;
  };
  row(Messages.invoice.description, Messages.invoice.amount, { bold: true });
  rule(doc, width);
  for (const line of content.lines) row(line.label, euros.format(line.amountCents / 100), { grey: line.informative });
  rule(doc, width);
  row(content.totalLabel, euros.format(content.totalCents / 100), { bold: true });

  doc.moveDown(2).fontSize(9).fillColor(GREY).font('Helvetica');
  for (const note of content.notes) doc.text(note, { width });
  doc.end();
  return done;
}

function partyLines(party: Party): string[] {
  return [
    party.name,
    party.kvkNumber ? `${Messages.invoice.kvk}: ${party.kvkNumber}` : '',
    party.btwNumber ? `${Messages.invoice.btw}: ${party.btwNumber}` : '',
  ].filter(Boolean);
}

function labelled(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

function rule(doc: PDFKit.PDFDocument, width: number): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#d1d5db')
    .stroke();
  doc.y += 4;
}
