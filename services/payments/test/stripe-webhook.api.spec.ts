import { decodeEnvelope } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { Messages } from '../src/domain/messages';
import { startFakeStripeApi } from './support/fake-stripe-api';
import {
  balance,
  bearer,
  company,
  expectLedgerBalanced,
  ledgerTotals,
  outboxEvents,
  type PaymentsTestApp,
  project,
  PUBLIC_URL,
  startPaymentsApp,
} from './support/payments-test-app';

const WEBHOOK = '/api/payments/webhooks/stripe';

describe('Stripe provider and webhook (real PostgreSQL, local fake Stripe API, signatures built offline)', () => {
  let payments: PaymentsTestApp;
  let stripeApi: Awaited<ReturnType<typeof startFakeStripeApi>>;
  const stripe = new Stripe('sk_test_offline');

  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    payments = await startPaymentsApp({ env: stripeApi.env });
  });

  afterAll(async () => {
    await payments.close();
    await stripeApi.stop();
  });

  const secret = () => stripeApi.env.STRIPE_WEBHOOK_SECRET;
  const eventId = () => `evt_test_${randomBytes(8).toString('hex')}`;

  function stripeEvent(type: string, object: Record<string, unknown>, id = eventId()) {
    return JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
  }

  function sendWebhook(payload: string | Buffer, options: { timestamp?: number; secret?: string; signature?: string } = {}) {
    const signature =
      options.signature ??
      stripe.webhooks.generateTestHeaderString({
        payload: payload.toString(),
        secret: options.secret ?? secret(),
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      });
    return payments.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
  }

  /** A project with its deposit started through the Stripe adapter (Checkout Session at the fake API). */
  async function depositStarted(budgetCents = 40_000) {
    const owner = await company(payments);
    const projectId = await project(payments, owner, budgetCents);
    const response = await payments.inject({
      method: 'POST',
      url: `/api/payments/projects/${projectId}/deposit`,
      headers: bearer(owner.token),
      payload: { method: 'ideal' },
    });
    expect(response.statusCode).toBe(200);
    const { paymentId, checkoutUrl } = response.json().data;
    const [{ checkout_session_id: sessionId }] = await payments.db.query(
      `SELECT checkout_session_id FROM payments.payment WHERE id = $1`,
      [paymentId],
    );
    return { owner, projectId, paymentId, checkoutUrl, sessionId: sessionId as string };
  }

  const sessionCompleted = (
    d: { paymentId: string; projectId: string; sessionId: string },
    intentId: string,
    amount: number,
    id?: string,
  ) =>
    stripeEvent(
      'checkout.session.completed',
      {
        id: d.sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        currency: 'eur',
        payment_intent: intentId,
        metadata: { payment_id: d.paymentId, project_id: d.projectId },
      },
      id,
    );

  const paymentRow = async (paymentId: string) =>
    (await payments.db.query(`SELECT status, refunded_cents, intent_id FROM payments.payment WHERE id = $1`, [paymentId]))[0];

  it('creates a Checkout Session for iDEAL and card with the deposit, metadata and the return addresses', async () => {
    const { projectId, paymentId, checkoutUrl, sessionId } = await depositStarted(40_001);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const call = stripeApi.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.form.get('metadata[payment_id]') === paymentId,
    )!;
    expect([call.form.get('payment_method_types[0]'), call.form.get('payment_method_types[1]')]).toEqual(['ideal', 'card']);
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('20001');
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(call.form.get('metadata[project_id]')).toBe(projectId);
    expect(call.form.get('payment_intent_data[metadata][payment_id]')).toBe(paymentId);
    expect(call.form.get('success_url')).toBe(
      `${PUBLIC_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}&project_id=${projectId}`,
    );
    expect(call.form.get('cancel_url')).toBe(`${PUBLIC_URL}/payment-cancel?project_id=${projectId}`);
    expect(call.idempotencyKey).toBe(`checkout:${paymentId}`);
  });

  it('initialize creates a card PaymentIntent at Stripe and returns its client secret with the publishable key', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 10_000);
    const response = await payments.inject({
      method: 'POST',
      url: `/api/payments/projects/${projectId}/initialize`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      amount: 50,
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_x$/),
      publishableKey: stripeApi.env.STRIPE_PUBLISHABLE_KEY,
    });
    const call = stripeApi.calls.find(
      (c) => c.path === '/v1/payment_intents' && c.form.get('metadata[project_id]') === projectId,
    )!;
    expect(call.form.get('amount')).toBe('5000');
    expect(call.form.get('payment_method_types[0]')).toBe('card');
    expect(call.form.get('payment_method_types[1]')).toBeNull();
  });

  it('the simulator endpoint does not exist when Stripe is configured', async () => {
    const { owner, projectId, paymentId } = await depositStarted();
    const response = await payments.inject({
      method: 'POST',
      url: `/api/payments/simulate-payment/${projectId}/deposit`,
      headers: bearer(owner.token),
      payload: { paymentId, outcome: 'paid' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('checkout.session.completed marks the deposit paid once, publishes DepositPaid and posts a balanced ledger transaction', async () => {
    const d = await depositStarted(40_000);
    const response = await sendWebhook(sessionCompleted(d, 'pi_test_paid_1', 20_000));
    expect(response.statusCode).toBe(200);
    expect(await paymentRow(d.paymentId)).toEqual({ status: 'paid', refunded_cents: '0', intent_id: 'pi_test_paid_1' });
    // payment_intent.succeeded for the same payment afterwards changes nothing.
    await sendWebhook(
      stripeEvent('payment_intent.succeeded', {
        id: 'pi_test_paid_1',
        object: 'payment_intent',
        amount_received: 20_000,
        currency: 'eur',
        metadata: { payment_id: d.paymentId },
      }),
    );
    const events = await outboxEvents(payments, PaymentEvents.DepositPaid.type, d.projectId);
    expect(events).toHaveLength(1);
    expect(decodeEnvelope(events[0].envelope).event.payload).toMatchObject({
      paymentId: d.paymentId,
      provider: 'stripe',
      amountCents: 20_000n,
    });
    expect(await balance(payments, `escrow:${d.projectId}`)).toBe(20_000);
    await expectLedgerBalanced(payments);
  });

  describe('refuses with 400 and changes nothing', () => {
    let d: Awaited<ReturnType<typeof depositStarted>>;
    let payload: string;
    beforeAll(async () => {
      d = await depositStarted();
      payload = sessionCompleted(d, 'pi_test_refused', 20_000);
    });

    const expectRefused = async (response: Awaited<ReturnType<typeof sendWebhook>>) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'PAYMENTS.WEBHOOK_INVALID',
        message: Messages.webhookInvalid,
      });
      expect((await paymentRow(d.paymentId)).status).toBe('pending');
      expect(await payments.db.query(`SELECT 1 FROM payments.ledger_transaction WHERE payment_id = $1`, [d.paymentId])).toEqual(
        [],
      );
      expect(await outboxEvents(payments, PaymentEvents.DepositPaid.type, d.projectId)).toEqual([]);
    };

    it('a signature made with another secret', async () => {
      await expectRefused(await sendWebhook(payload, { secret: 'whsec_someone_else' }));
    });

    it('one changed byte in the body', async () => {
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: secret() });
      const tampered = Buffer.from(payload);
      const at = tampered.indexOf('20000');
      tampered[at] = '9'.charCodeAt(0);
      await expectRefused(await sendWebhook(tampered, { signature }));
    });

    it('a timestamp 301 seconds old', async () => {
      await expectRefused(await sendWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
    });

    it('a timestamp an hour ahead', async () => {
      await expectRefused(await sendWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) + 3600 }));
    });

    it('no signature, or no body', async () => {
      await expectRefused(
        await payments.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json' }, payload }),
      );
      await expectRefused(await sendWebhook(''));
    });
  });

  it('the same event ten times at once: one DepositPaid, one ledger transaction', async () => {
    const d = await depositStarted(60_000);
    const payload = sessionCompleted(d, 'pi_test_burst', 30_000);
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(payload)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await outboxEvents(payments, PaymentEvents.DepositPaid.type, d.projectId)).toHaveLength(1);
    const txs = (await ledgerTotals(payments)).filter((tx) => tx.kind === 'deposit');
    const mine = await payments.db.query(`SELECT id FROM payments.ledger_transaction WHERE payment_id = $1`, [d.paymentId]);
    expect(mine).toHaveLength(1);
    expect(txs.find((tx) => tx.transaction_id === mine[0].id)).toMatchObject({ debits: 30_000, credits: 30_000, lines: 2 });
  });

  it('checkout.session.completed and payment_intent.succeeded for one payment at once: paid once', async () => {
    const d = await depositStarted(20_000);
    await Promise.all([
      sendWebhook(sessionCompleted(d, 'pi_test_pair', 10_000)),
      sendWebhook(
        stripeEvent('payment_intent.succeeded', {
          id: 'pi_test_pair',
          object: 'payment_intent',
          amount_received: 10_000,
          currency: 'eur',
          metadata: { payment_id: d.paymentId },
        }),
      ),
    ]);
    expect(await outboxEvents(payments, PaymentEvents.DepositPaid.type, d.projectId)).toHaveLength(1);
    expect(
      await payments.db.query(`SELECT id FROM payments.ledger_transaction WHERE payment_id = $1`, [d.paymentId]),
    ).toHaveLength(1);
  });

  it('charge.refunded before the payment is recorded: reconciled to refunded, no DepositPaid, escrow zero', async () => {
    const d = await depositStarted(50_000);
    const refund = stripeEvent('charge.refunded', {
      id: 'ch_test_early',
      object: 'charge',
      payment_intent: 'pi_test_early',
      amount_refunded: 25_000,
      metadata: {},
    });
    expect((await sendWebhook(refund)).statusCode).toBe(200);
    expect((await paymentRow(d.paymentId)).status).toBe('pending');

    expect((await sendWebhook(sessionCompleted(d, 'pi_test_early', 25_000))).statusCode).toBe(200);
    expect(await paymentRow(d.paymentId)).toEqual({ status: 'refunded', refunded_cents: '25000', intent_id: 'pi_test_early' });
    expect(await outboxEvents(payments, PaymentEvents.DepositPaid.type, d.projectId)).toEqual([]);
    expect(await balance(payments, `escrow:${d.projectId}`)).toBe(0);
    expect(await balance(payments, `company_cash:${d.owner.id}`)).toBe(0);
    // The refund redelivered afterwards changes nothing.
    await sendWebhook(refund);
    expect(
      await payments.db.query(`SELECT kind FROM payments.ledger_transaction WHERE payment_id = $1 ORDER BY created_at`, [
        d.paymentId,
      ]),
    ).toEqual([{ kind: 'deposit' }, { kind: 'deposit_refund' }]);
    await expectLedgerBalanced(payments);
  });

  it('charge.refunded after the payment: refunded, DepositRefunded, balanced', async () => {
    const d = await depositStarted(30_000);
    await sendWebhook(sessionCompleted(d, 'pi_test_late', 15_000));
    await sendWebhook(
      stripeEvent('charge.refunded', {
        id: 'ch_test_late',
        object: 'charge',
        payment_intent: 'pi_test_late',
        amount_refunded: 15_000,
      }),
    );
    expect((await paymentRow(d.paymentId)).status).toBe('refunded');
    const refunded = await outboxEvents(payments, PaymentEvents.DepositRefunded.type, d.projectId);
    expect(decodeEnvelope(refunded[0].envelope).event.payload).toMatchObject({
      paymentId: d.paymentId,
      reason: 'provider_refund',
    });
    expect(await balance(payments, `escrow:${d.projectId}`)).toBe(0);
    await expectLedgerBalanced(payments);
  });

  it('checkout.session.expired and payment_intent.payment_failed: PaymentFailed, deposit still payable; a late success still counts', async () => {
    const d = await depositStarted(20_000);
    await sendWebhook(
      stripeEvent('checkout.session.expired', {
        id: d.sessionId,
        object: 'checkout.session',
        payment_status: 'unpaid',
        payment_intent: null,
        metadata: { payment_id: d.paymentId },
      }),
    );
    expect((await paymentRow(d.paymentId)).status).toBe('failed');
    const failed = await outboxEvents(payments, PaymentEvents.PaymentFailed.type, d.projectId);
    expect(decodeEnvelope(failed[0].envelope).event.payload).toMatchObject({
      paymentId: d.paymentId,
      kind: 'deposit',
      reason: 'expired',
    });
    const status = await payments.inject({
      method: 'GET',
      url: `/api/payments/projects/${d.projectId}/status`,
      headers: bearer(d.owner.token),
    });
    expect(status.json().data.depositPaymentCompleted).toBe(false);

    const card = await depositStarted(20_000);
    await sendWebhook(
      stripeEvent('payment_intent.payment_failed', {
        id: 'pi_test_declined',
        object: 'payment_intent',
        metadata: { payment_id: card.paymentId },
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    );
    expect((await paymentRow(card.paymentId)).status).toBe('failed');
    await sendWebhook(sessionCompleted(card, 'pi_test_declined', 10_000));
    expect((await paymentRow(card.paymentId)).status).toBe('paid');
    // A failure that arrives after the success does not undo it.
    await sendWebhook(
      stripeEvent('payment_intent.payment_failed', {
        id: 'pi_test_declined',
        object: 'payment_intent',
        metadata: { payment_id: card.paymentId },
      }),
    );
    expect((await paymentRow(card.paymentId)).status).toBe('paid');
  });

  it('a second paid deposit for the same project is refunded at Stripe at once (duplicate payment)', async () => {
    const d = await depositStarted(20_000);
    const second = await payments.inject({
      method: 'POST',
      url: `/api/payments/projects/${d.projectId}/deposit`,
      headers: bearer(d.owner.token),
      payload: { method: 'card' },
    });
    const secondId = second.json().data.paymentId;
    const [{ checkout_session_id: secondSession }] = await payments.db.query(
      `SELECT checkout_session_id FROM payments.payment WHERE id = $1`,
      [secondId],
    );
    await sendWebhook(sessionCompleted(d, 'pi_test_dup_a', 10_000));
    await sendWebhook(
      sessionCompleted({ paymentId: secondId, projectId: d.projectId, sessionId: secondSession }, 'pi_test_dup_b', 10_000),
    );
    expect((await paymentRow(secondId)).status).toBe('refunded');
    expect(
      stripeApi.calls.filter((c) => c.path === '/v1/refunds' && c.form.get('payment_intent') === 'pi_test_dup_b'),
    ).toHaveLength(1);
    expect(await outboxEvents(payments, PaymentEvents.DepositPaid.type, d.projectId)).toHaveLength(1);
    expect(await balance(payments, `escrow:${d.projectId}`)).toBe(10_000);
    await expectLedgerBalanced(payments);
  });

  it('ignores event types payments does not act on, with 200', async () => {
    const response = await sendWebhook(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
