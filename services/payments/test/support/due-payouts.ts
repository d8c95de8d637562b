import type { Query } from './ledger-check';

/**
 * Settled projects whose payouts are due, written straight into payments' tables with books that add up (the
 * deposit covered a contract of €100: fee €15, the creator's share €85 held, then due), each creator with an
 * active simulated payout account. For tests of the release job at volume; the API tests settle through the API.
 * Runs inside one transaction of the caller's (`query` of a transaction's manager) or as autocommit statements.
 */
export const DUE_PAYOUT = { contractCents: 10_000, feeCents: 1_500, creatorCents: 8_500 } as const;

export async function seedDuePayouts(query: Query, count: number, releasableAt: Date, schema = 'payments'): Promise<string[]> {
  const { contractCents, feeCents, creatorCents } = DUE_PAYOUT;
  const seed = `seed_${Math.random().toString(36).slice(2)}`;
  await query(
    `CREATE TEMP TABLE ${seed} AS SELECT gen_random_uuid() AS project_id, gen_random_uuid() AS owner_id,
       gen_random_uuid() AS creator_id, gen_random_uuid() AS payment_id, gen_random_uuid() AS payout_id,
       gen_random_uuid() AS deposit_tx, gen_random_uuid() AS settlement_tx FROM generate_series(1, $1)`,
    [count],
  );
  const statements = [
    `INSERT INTO ${schema}.project (id, owner_id, title, budget_cents, status, selected_creator_id, contract_amount_cents, created_at)
     SELECT project_id, owner_id, 'Uitbetaling', ${contractCents * 2}, 'completed', creator_id, ${contractCents}, now() FROM ${seed}`,
    `INSERT INTO ${schema}.payment (id, project_id, owner_id, kind, method, provider, status, amount_cents, paid_at, deposit_paid_published)
     SELECT payment_id, project_id, owner_id, 'deposit', 'ideal', 'simulated', 'paid', ${contractCents}, now(), true FROM ${seed}`,
    `INSERT INTO ${schema}.ledger_account (id, kind, external)
     SELECT 'company_cash:' || owner_id, 'company_cash', true FROM ${seed}
     UNION ALL SELECT 'escrow:' || project_id, 'escrow', false FROM ${seed}
     UNION ALL SELECT 'creator_payable:' || creator_id, 'creator_payable', false FROM ${seed}
     UNION ALL SELECT 'platform_revenue', 'platform_revenue', false
     ON CONFLICT (id) DO NOTHING`,
    `INSERT INTO ${schema}.ledger_transaction (id, kind, payment_id, description)
     SELECT deposit_tx, 'deposit', payment_id, 'Aanbetaling project ' || project_id FROM ${seed}
     UNION ALL SELECT settlement_tx, 'settlement', payment_id, 'Afrekening project ' || project_id FROM ${seed}`,
    `INSERT INTO ${schema}.ledger_entry (transaction_id, account_id, direction, amount_cents)
     SELECT deposit_tx, 'escrow:' || project_id, 'debit', ${contractCents} FROM ${seed}
     UNION ALL SELECT deposit_tx, 'company_cash:' || owner_id, 'credit', ${contractCents} FROM ${seed}
     UNION ALL SELECT settlement_tx, 'escrow:' || project_id, 'credit', ${contractCents} FROM ${seed}
     UNION ALL SELECT settlement_tx, 'platform_revenue', 'debit', ${feeCents} FROM ${seed}
     UNION ALL SELECT settlement_tx, 'creator_payable:' || creator_id, 'debit', ${creatorCents} FROM ${seed}`,
    `INSERT INTO ${schema}.settlement (project_id, final_payment_id, contract_cents, deposit_cents, final_cents,
       excess_refund_cents, fee_percent, launch_offer, fee_cents, creator_cents, settled_at, releasable_at)
     SELECT project_id, NULL, ${contractCents}, ${contractCents}, 0, 0, 15, false, ${feeCents}, ${creatorCents}, now(), $1 FROM ${seed}`,
    `INSERT INTO ${schema}.payout (id, project_id, owner_id, creator_id, settled_by_payment_id, amount_cents, status,
       releasable_at, transfer_group)
     SELECT payout_id, project_id, owner_id, creator_id, payment_id, ${creatorCents}, 'held', $1, 'project:' || project_id
     FROM ${seed}`,
    `INSERT INTO ${schema}.payout_account (creator_id, provider, provider_account_id, status, last4, bank_name, country, observed_at)
     SELECT creator_id, 'simulated', 'sim_acct_' || replace(creator_id::text, '-', ''), 'active', '4300', 'ABN AMRO', 'NL', now()
     FROM ${seed}`,
  ];
  for (const sql of statements) await query(sql, sql.includes('$1') ? [releasableAt] : []);
  const rows = await query(`SELECT payout_id FROM ${seed}`);
  await query(`DROP TABLE ${seed}`);
  return rows.map((row) => String(row.payout_id));
}
