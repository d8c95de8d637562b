import { type LedgerLine, projectBooksProblems } from '../../src/domain/ledger';

/** Runs one SQL statement against the database under test (a TypeORM DataSource's `query`, or a pg client's). */
export type Query = (sql: string, parameters?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The ledger check over a whole test database: every ledger transaction is a balanced double-entry posting, and
 * for every completed (settled) project deposit + final = contract amount and creator share + fee = contract
 * amount, to the cent, with its escrow left at zero; the settled contract is the project's contract amount (or the
 * creator's part a final dispute decision gave her); every
 * payout that left for the creator's connected account was posted exactly once, for its amount, and no other was.
 * Throws an error naming every problem; answers how many completed projects it checked. `projectId` limits it to
 * one project's transactions, settlement and payout (a property test checks each flow on its own).
 */
export async function assertBooksBalance(query: Query, schema = 'payments', projectId?: string): Promise<number> {
  const only = (column: string) => (projectId ? `AND ${column} = '${projectId.replace(/[^0-9a-f-]/gi, '')}'` : '');
  const problems: string[] = [];
  const unbalanced = await query(
    `SELECT t.id, t.kind, count(e.id)::int AS lines,
            coalesce(sum(CASE e.direction WHEN 'debit' THEN e.amount_cents ELSE -e.amount_cents END), 0)::text AS net
       FROM ${schema}.ledger_transaction t LEFT JOIN ${schema}.ledger_entry e ON e.transaction_id = t.id
       WHERE true ${only(`(SELECT project_id FROM ${schema}.payment WHERE id = t.payment_id)`)}
       GROUP BY t.id, t.kind HAVING count(e.id) < 2 OR coalesce(sum(CASE e.direction WHEN 'debit' THEN e.amount_cents ELSE -e.amount_cents END), 0) <> 0`,
  );
  for (const row of unbalanced) problems.push(`transaction ${String(row.id)} (${String(row.kind)}) is unbalanced`);

  const settled = await query(
    `SELECT s.project_id, s.contract_cents::text AS contract, p.contract_amount_cents::text AS project_contract,
            (SELECT d.creator_cents::text FROM ${schema}.dispute_decision d JOIN ${schema}.dispute x ON x.id = d.dispute_id
              WHERE x.project_id = s.project_id AND x.status = 'closed' ORDER BY d.round DESC LIMIT 1) AS decided
       FROM ${schema}.settlement s JOIN ${schema}.project p ON p.id = s.project_id WHERE true ${only('s.project_id')}`,
  );
  for (const project of settled) {
    const projectId = String(project.project_id);
    // A final dispute decision before the final payment settles for the creator's part of what was paid.
    if (project.contract !== project.project_contract && project.contract !== project.decided) {
      problems.push(`${projectId}: settled ${String(project.contract)} ≠ contract amount ${String(project.project_contract)}`);
    }
    const rows = await query(
      `SELECT t.id, t.kind, e.account_id, e.direction, e.amount_cents::text AS amount
         FROM ${schema}.ledger_transaction t JOIN ${schema}.ledger_entry e ON e.transaction_id = t.id
         WHERE t.id IN (SELECT transaction_id FROM ${schema}.ledger_entry WHERE account_id = $1)
         ORDER BY t.created_at, e.id`,
      [`escrow:${projectId}`],
    );
    const transactions = new Map<string, { kind: string; lines: LedgerLine[] }>();
    for (const row of rows) {
      const tx = transactions.get(String(row.id)) ?? { kind: String(row.kind), lines: [] };
      tx.lines.push({
        account: String(row.account_id),
        direction: row.direction as LedgerLine['direction'],
        amountCents: Number(row.amount),
      });
      transactions.set(String(row.id), tx);
    }
    const books = { projectId, contractCents: Number(project.contract), transactions: [...transactions.values()] };
    for (const problem of projectBooksProblems(books)) problems.push(`${projectId}: ${problem}`);
  }
  // Every creator's share that left the platform was posted once, for its amount; none that did not leave was.
  const payouts = await query(
    `SELECT p.id, p.status, p.amount_cents::text AS amount, count(DISTINCT t.id)::int AS postings,
            coalesce(sum(e.amount_cents) FILTER (WHERE e.direction = 'debit'), 0)::text AS posted
       FROM ${schema}.payout p
       LEFT JOIN ${schema}.ledger_transaction t ON t.payment_id = p.settled_by_payment_id AND t.kind = 'payout'
       LEFT JOIN ${schema}.ledger_entry e ON e.transaction_id = t.id
      WHERE true ${only('p.project_id')}
      GROUP BY p.id, p.status, p.amount_cents`,
  );
  for (const payout of payouts) {
    const left = ['released', 'paid_out', 'failed', 'reversed'].includes(String(payout.status));
    const expected = left ? { postings: 1, posted: String(payout.amount) } : { postings: 0, posted: '0' };
    if (payout.postings !== expected.postings || payout.posted !== expected.posted) {
      problems.push(
        `payout ${String(payout.id)} (${String(payout.status)}): ${String(payout.postings)} payout postings of ${String(payout.posted)}`,
      );
    }
  }
  if (problems.length > 0) throw new Error(`the books do not balance:\n  ${problems.join('\n  ')}`);
  return settled.length;
}
