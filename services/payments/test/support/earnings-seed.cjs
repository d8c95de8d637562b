// Settled projects written straight into payments' tables, for reads of earnings at any size (API tests and
// bench/earnings-latency.mjs). Plain CommonJS so the benchmark can load it without a build.
const { randomUUID } = require('node:crypto');

/**
 * Inserts, per project: the projection row (completed, the creator selected), its paid final payment and its
 * settlement (deposit half rounded up, fee as given, the creator the rest), in batches. The company is registered
 * under `companyName` unless it exists. Answers the project ids in input order.
 */
async function seedSettledProjects(
  query,
  { creatorId, ownerId = randomUUID(), companyName = 'Koffie & Co BV', projects, schema = 'payments' },
) {
  await query(
    `INSERT INTO ${schema}.company (id, company_name, registered_at) VALUES ($1, $2, now() - interval '2 years')
     ON CONFLICT (id) DO NOTHING`,
    [ownerId, companyName],
  );
  const ids = [];
  for (let start = 0; start < projects.length; start += 1000) {
    const batch = projects.slice(start, start + 1000).map((project) => {
      const depositCents = Math.ceil(project.contractCents / 2);
      return {
        id: randomUUID(),
        paymentId: randomUUID(),
        title: project.title,
        contractCents: project.contractCents,
        depositCents,
        finalCents: project.contractCents - depositCents,
        feeCents: project.feeCents,
        creatorCents: project.contractCents - project.feeCents,
        settledAt: project.settledAt,
      };
    });
    const column = (name) => batch.map((row) => row[name]);
    await query(
      `INSERT INTO ${schema}.project (id, owner_id, title, budget_cents, status, selected_creator_id, contract_amount_cents, created_at)
       SELECT id, $2, title, contract, 'completed', $3, contract, settled_at - interval '14 days'
         FROM unnest($1::uuid[], $4::text[], $5::bigint[], $6::timestamptz[]) AS t(id, title, contract, settled_at)`,
      [column('id'), ownerId, creatorId, column('title'), column('contractCents'), column('settledAt')],
    );
    await query(
      `INSERT INTO ${schema}.payment (id, project_id, owner_id, kind, method, provider, status, amount_cents, created_at, paid_at)
       SELECT payment_id, project_id, $3, 'final', 'ideal', 'simulated', 'paid', final_cents, settled_at, settled_at
         FROM unnest($1::uuid[], $2::uuid[], $4::bigint[], $5::timestamptz[]) AS t(payment_id, project_id, final_cents, settled_at)`,
      [column('paymentId'), column('id'), ownerId, column('finalCents'), column('settledAt')],
    );
    await query(
      `INSERT INTO ${schema}.settlement (project_id, final_payment_id, contract_cents, deposit_cents, final_cents,
              excess_refund_cents, fee_percent, launch_offer, fee_cents, creator_cents, settled_at, releasable_at)
       SELECT project_id, payment_id, contract, deposit, final, 0, 15, false, fee, creator, settled_at, settled_at + interval '7 days'
         FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::timestamptz[])
           AS t(project_id, payment_id, contract, deposit, final, fee, creator, settled_at)`,
      [
        column('id'),
        column('paymentId'),
        column('contractCents'),
        column('depositCents'),
        column('finalCents'),
        column('feeCents'),
        column('creatorCents'),
        column('settledAt'),
      ],
    );
    ids.push(...column('id'));
  }
  return ids;
}

module.exports = { seedSettledProjects };
