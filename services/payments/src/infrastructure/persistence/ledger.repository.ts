import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Accounts, accountKind, assertBalanced, isExternal, type LedgerLine, type Posting } from '../../domain/ledger';

export interface LedgerTransactionRow {
  id: string;
  kind: string;
  paymentId: string | null;
  lines: LedgerLine[];
}

export interface ProjectLedgerTransaction extends LedgerTransactionRow {
  createdAt: Date;
}

/**
 * Writes postings: checked in code here, and again by the database's deferred constraint trigger at commit
 * (migration 1764100000000), so an unbalanced transaction can never be stored.
 */
@Injectable()
export class LedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  async post(posting: Posting, manager: EntityManager): Promise<string> {
    assertBalanced(posting);
    const accounts = [...new Set(posting.lines.map((line) => line.account))];
    await manager.query(
      `INSERT INTO ledger_account (id, kind, external)
       SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[]) ON CONFLICT (id) DO NOTHING`,
      [accounts, accounts.map(accountKind), accounts.map(isExternal)],
    );
    const [{ id }]: { id: string }[] = await manager.query(
      `INSERT INTO ledger_transaction (kind, payment_id, description) VALUES ($1, $2, $3) RETURNING id`,
      [posting.kind, posting.paymentId, posting.description],
    );
    await manager.query(
      `INSERT INTO ledger_entry (transaction_id, account_id, direction, amount_cents)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[])`,
      [id, posting.lines.map((l) => l.account), posting.lines.map((l) => l.direction), posting.lines.map((l) => l.amountCents)],
    );
    return id;
  }

  /** Every transaction with its lines (tests and reconciliation). */
  async transactions(
    filter: { paymentId?: string } = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LedgerTransactionRow[]> {
    const rows: {
      id: string;
      kind: string;
      payment_id: string | null;
      account_id: string;
      direction: 'debit' | 'credit';
      amount_cents: string;
    }[] = await manager.query(
      `SELECT t.id, t.kind, t.payment_id, e.account_id, e.direction, e.amount_cents
         FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
         WHERE $1::uuid IS NULL OR t.payment_id = $1
         ORDER BY t.created_at, e.id`,
      [filter.paymentId ?? null],
    );
    const byId = new Map<string, LedgerTransactionRow>();
    for (const row of rows) {
      const tx = byId.get(row.id) ?? { id: row.id, kind: row.kind, paymentId: row.payment_id, lines: [] };
      tx.lines.push({ account: row.account_id, direction: row.direction, amountCents: Number(row.amount_cents) });
      byId.set(row.id, tx);
    }
    return [...byId.values()];
  }

  /** Every transaction that moved money in or out of the project's escrow, oldest first, with all its lines. */
  async forProject(projectId: string, manager: EntityManager = this.dataSource.manager): Promise<ProjectLedgerTransaction[]> {
    const rows: {
      id: string;
      kind: string;
      payment_id: string | null;
      created_at: Date;
      account_id: string;
      direction: 'debit' | 'credit';
      amount_cents: string;
    }[] = await manager.query(
      `SELECT t.id, t.kind, t.payment_id, t.created_at, e.account_id, e.direction, e.amount_cents
         FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
         WHERE t.id IN (SELECT transaction_id FROM ledger_entry WHERE account_id = $1)
         ORDER BY t.created_at, e.id`,
      [Accounts.escrow(projectId)],
    );
    const byId = new Map<string, ProjectLedgerTransaction>();
    for (const row of rows) {
      const tx = byId.get(row.id) ?? {
        id: row.id,
        kind: row.kind,
        paymentId: row.payment_id,
        createdAt: row.created_at,
        lines: [],
      };
      tx.lines.push({ account: row.account_id, direction: row.direction, amountCents: Number(row.amount_cents) });
      byId.set(row.id, tx);
    }
    return [...byId.values()];
  }

  async balance(account: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: { balance: string }[] = await manager.query(
      `SELECT coalesce(sum(CASE direction WHEN 'debit' THEN amount_cents ELSE -amount_cents END), 0) AS balance
       FROM ledger_entry WHERE account_id = $1`,
      [account],
    );
    return Number(row.balance);
  }
}
