import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { type InvoiceContent, type InvoiceKind, invoiceNumber, invoiceYear } from '../../domain/invoice';

export interface StoredInvoice {
  id: string;
  number: string;
  kind: InvoiceKind;
  projectId: string;
  paymentId: string | null;
  partyId: string;
  totalCents: number;
  content: InvoiceContent;
  issuedAt: Date;
}

interface InvoiceRow {
  id: string;
  number: string;
  kind: InvoiceKind;
  project_id: string;
  payment_id: string | null;
  party_id: string;
  total_cents: string;
  content: InvoiceContent;
  issued_at: Date;
}

const toInvoice = (row: InvoiceRow): StoredInvoice => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  projectId: row.project_id,
  paymentId: row.payment_id,
  partyId: row.party_id,
  totalCents: Number(row.total_cents),
  content: row.content,
  issuedAt: row.issued_at,
});

@Injectable()
export class InvoiceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The number of the project's document of this kind, if issued (a credit note names the invoice it credits). */
  async numberOf(kind: InvoiceKind, projectId: string, manager: EntityManager): Promise<string | null> {
    const rows: { number: string }[] = await manager.query(`SELECT number FROM invoice WHERE kind = $1 AND project_id = $2`, [
      kind,
      projectId,
    ]);
    return rows[0]?.number ?? null;
  }

  async exists(kind: InvoiceKind, projectId: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM invoice WHERE kind = $1 AND project_id = $2`, [kind, projectId]);
    return rows.length > 0;
  }

  /**
   * Stores the document under the next number of its year. The year's counter row stays locked until the
   * transaction ends, so numbers are handed out one at a time, and a rollback gives its number back: no gaps.
   */
  async issue(
    document: { kind: InvoiceKind; projectId: string; paymentId: string | null; partyId: string; content: InvoiceContent },
    issuedAt: Date,
    manager: EntityManager,
  ): Promise<StoredInvoice> {
    const year = invoiceYear(issuedAt);
    await manager.query(`INSERT INTO invoice_counter (year, last_sequence) VALUES ($1, 0) ON CONFLICT (year) DO NOTHING`, [year]);
    const [{ last_sequence }]: { last_sequence: number }[] = await manager.query(
      `SELECT last_sequence FROM invoice_counter WHERE year = $1 FOR UPDATE`,
      [year],
    );
    const sequence = last_sequence + 1;
    await manager.query(`UPDATE invoice_counter SET last_sequence = $2 WHERE year = $1`, [year, sequence]);
    const [row]: InvoiceRow[] = await manager.query(
      `INSERT INTO invoice (id, number, year, sequence, kind, project_id, payment_id, party_id, total_cents, content, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        randomUUID(),
        invoiceNumber(year, sequence),
        year,
        sequence,
        document.kind,
        document.projectId,
        document.paymentId,
        document.partyId,
        document.content.totalCents,
        JSON.stringify(document.content),
        issuedAt,
      ],
    );
    return toInvoice(row);
  }

  /** A party's documents, newest first. */
  async listForParty(partyId: string): Promise<StoredInvoice[]> {
    const rows: InvoiceRow[] = await this.dataSource.query(
      `SELECT * FROM invoice WHERE party_id = $1 ORDER BY issued_at DESC, sequence DESC`,
      [partyId],
    );
    return rows.map(toInvoice);
  }

  async findById(id: string): Promise<StoredInvoice | null> {
    const rows: InvoiceRow[] = await this.dataSource.query(`SELECT * FROM invoice WHERE id = $1`, [id]);
    return rows[0] ? toInvoice(rows[0]) : null;
  }
}
