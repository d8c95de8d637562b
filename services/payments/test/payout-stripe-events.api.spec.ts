import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { ReleasePayoutsService } from '../src/application/release-payouts/release-payouts.service';
import { DUE_PAYOUT, seedDuePayouts } from './support/due-payouts';
import { startFakeStripeApi } from './support/fake-stripe-api';
import { assertBooksBalance } from './support/ledger-check';
import { balance, type PaymentsTestApp, startPaymentsApp } from './support/payments-test-app';
import { STRIPE_WEBHOOK_URL } from './support/stripe-events';

describe('Stripe transfers and the transfer.* / payout.* webhooks, on two replicas (real PostgreSQL)', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let first: PaymentsTestApp;
  let second: PaymentsTestApp;
  const sdk = new Stripe('sk_test_offline');

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    const env = { ...stripe.env, PAYOUT_RELEASE_INTERVAL_MS: '0' };
    first = await startPaymentsApp({ env });
    second = await startPaymentsApp({ env, databaseUrl: first.databaseUrl });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await stripe?.stop();
  });

  /** A signed Stripe event; `account` set for a connected account's event (the Connect endpoint). */
  function signed(type: string, object: Record<string, unknown>, account?: string) {
    const id = `evt_test_${randomBytes(8).toString('hex')}`;
    const body = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      ...(account ? { account } : {}),
      data: { object },
    });
    const signature = sdk.webhooks.generateTestHeaderString({ payload: body, secret: stripe.env.STRIPE_WEBHOOK_SECRET });
    return {
      method: 'POST' as const,
      url: STRIPE_WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    };
  }

  /** Delivered twice to each replica at once: Stripe retries, and a load balancer may send it to either. */
  async function deliverToBoth(request: ReturnType<typeof signed>): Promise<void> {
    const answers = await Promise.all([
      first.inject(request),
      second.inject(request),
      first.inject(request),
      second.inject(request),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  }

  const payout = async (id: string) =>
    (
      await first.db.query(
        `SELECT status, transfer_id, destination_account_id, paid_out_at, failure_reason, creator_id
           FROM payments.payout WHERE id = $1`,
        [id],
      )
    )[0];

  it("transfers through Stripe with one key per payout and the project's group; reversed, paid and failed apply once", async () => {
    const ids = await first.db.transaction((manager) =>
      seedDuePayouts((sql, parameters) => manager.query(sql, parameters), 3, new Date(Date.now() - 60_000)),
    );
    // The creators' accounts are Stripe Express accounts.
    await first.db.query(
      `UPDATE payments.payout_account SET provider = 'stripe', provider_account_id = 'acct_test_' || substr(md5(creator_id::text), 1, 12)
       WHERE creator_id IN (SELECT creator_id FROM payments.payout WHERE id = ANY($1))`,
      [ids],
    );
    await Promise.all([first.app.get(ReleasePayoutsService).run(), second.app.get(ReleasePayoutsService).run()]);

    const transferCalls = stripe.calls.filter((call) => call.path === '/v1/transfers');
    expect(transferCalls).toHaveLength(3);
    for (const id of ids) {
      const released = await payout(id);
      expect(released.status).toBe('released');
      const call = transferCalls.find((c) => c.idempotencyKey === `payout:${id}`)!;
      const [{ project_id: projectId }] = await first.db.query(`SELECT project_id FROM payments.payout WHERE id = $1`, [id]);
      expect(Object.fromEntries(call.form)).toMatchObject({
        amount: String(DUE_PAYOUT.creatorCents),
        currency: 'eur',
        destination: released.destination_account_id,
        transfer_group: `project:${projectId}`,
        'metadata[payout_id]': id,
      });
    }

    const [reversed, paid, failed] = await Promise.all(ids.map(payout));
    await deliverToBoth(signed('transfer.reversed', { id: reversed.transfer_id, object: 'transfer', reversed: true }));
    const created = Math.floor(Date.now() / 1000) + 5;
    await deliverToBoth(
      signed('payout.paid', { id: 'po_test_1', object: 'payout', status: 'paid', created }, paid.destination_account_id),
    );
    await deliverToBoth(
      signed(
        'payout.failed',
        { id: 'po_test_2', object: 'payout', status: 'failed', created, failure_code: 'account_closed' },
        failed.destination_account_id,
      ),
    );

    expect(await payout(ids[0])).toMatchObject({ status: 'reversed', failure_reason: 'transfer_reversed' });
    expect(await payout(ids[1])).toMatchObject({ status: 'paid_out', paid_out_at: new Date(created * 1000) });
    expect(await payout(ids[2])).toMatchObject({ status: 'failed', failure_reason: 'account_closed' });
    // One reversal posting, however often it came: the share is owed to the creator again.
    const [{ reversals }] = await first.db.query(
      `SELECT count(*)::int AS reversals FROM payments.ledger_transaction WHERE kind = 'payout_reversal'`,
    );
    expect(reversals).toBe(1);
    expect(await balance(first, `creator_payable:${reversed.creator_id}`)).toBe(DUE_PAYOUT.creatorCents);
    expect(await balance(first, `creator_account:${reversed.creator_id}`)).toBe(0);
    expect(await assertBooksBalance((sql, parameters) => first.db.query(sql, parameters))).toBe(3);
  });
});
