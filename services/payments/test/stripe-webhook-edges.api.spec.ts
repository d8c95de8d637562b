import { decodeEnvelope } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import { randomBytes } from 'node:crypto';
import { RecordProviderEventService } from '../src/application/record-provider-event/record-provider-event.service';
import { startFakeStripeApi } from './support/fake-stripe-api';
import {
  balance,
  bearer,
  expectLedgerBalanced,
  outboxEvents,
  type PaymentsTestApp,
  startPaymentsApp,
} from './support/payments-test-app';
import { permutations, type StartedDeposit, type StripeDelivery, stripeWebhooks } from './support/stripe-events';

const BUDGET = 40_000;
const DEPOSIT = 20_000;

describe('Stripe webhooks at the edges: wrong amounts, early refunds, double payments, any order, at once', () => {
  let payments: PaymentsTestApp;
  let stripeApi: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let stripe: ReturnType<typeof stripeWebhooks>;

  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    payments = await startPaymentsApp({ env: stripeApi.env });
    stripe = stripeWebhooks(payments, stripeApi.env.STRIPE_WEBHOOK_SECRET);
  });

  afterAll(async () => {
    await payments.close();
    await stripeApi.stop();
  });

  const intentId = () => `pi_test_${randomBytes(8).toString('hex')}`;

  const paymentRow = async (paymentId: string): Promise<{ status: string; refunded_cents: string }> =>
    (await payments.db.query(`SELECT status, refunded_cents FROM payments.payment WHERE id = $1`, [paymentId]))[0];

  const postings = async (paymentId: string): Promise<string[]> =>
    (
      await payments.db.query(`SELECT kind FROM payments.ledger_transaction WHERE payment_id = $1 ORDER BY kind`, [paymentId])
    ).map((row: { kind: string }) => row.kind);

  const published = async (
    definition: typeof PaymentEvents.DepositPaid | typeof PaymentEvents.DepositRefunded,
    projectId: string,
  ) =>
    (await outboxEvents(payments, definition.type, projectId)).map(
      (row) => decodeEnvelope(row.envelope).event.payload as unknown as { paymentId: string },
    );

  const refundCalls = (intent: string) =>
    stripeApi.calls.filter((call) => call.path === '/v1/refunds' && call.form.get('payment_intent') === intent);

  const shownStatus = async (deposit: StartedDeposit) => {
    const response = await payments.inject({
      method: 'GET',
      url: `/api/payments/projects/${deposit.projectId}/status`,
      headers: bearer(deposit.owner.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { depositPaymentCompleted: boolean; depositAmount: number; deposit: { status: string } };
  };

  /** Every delivery `copies` times, all at once, in a shuffled order. */
  const deliverAtOnce = (deliveries: StripeDelivery[], copies: number) =>
    Promise.all(
      deliveries
        .flatMap((delivery) => Array.from({ length: copies }, () => delivery))
        .map((delivery) => ({ delivery, key: Math.random() }))
        .sort((a, b) => a.key - b.key)
        .map(({ delivery }) => stripe.send(delivery)),
    );

  describe('a deposit paid twice (two checkouts): the status shows the one paid deposit, announced once', () => {
    it.each([
      ['the first checkout paid first', 'A', 'B'],
      ['the second checkout paid first', 'B', 'A'],
    ] as const)('%s', async (_name, paidFirst, paidSecond) => {
      const a = await stripe.depositStarted(BUDGET);
      const b = await stripe.depositStarted(BUDGET, a.owner, a.projectId);
      const checkouts = { A: { deposit: a, intent: intentId() }, B: { deposit: b, intent: intentId() } };
      for (const step of [paidFirst, paidSecond]) {
        await stripe.send(stripe.sessionCompleted(checkouts[step].deposit, checkouts[step].intent, { amount: DEPOSIT }));
      }
      const kept = checkouts[paidFirst];
      const duplicate = checkouts[paidSecond];
      expect(await paymentRow(kept.deposit.paymentId)).toEqual({ status: 'paid', refunded_cents: '0' });
      expect(await paymentRow(duplicate.deposit.paymentId)).toEqual({ status: 'refunded', refunded_cents: String(DEPOSIT) });
      expect(refundCalls(duplicate.intent)).toHaveLength(1);
      expect((await published(PaymentEvents.DepositPaid, a.projectId)).map((event) => event.paymentId)).toEqual([
        kept.deposit.paymentId,
      ]);
      expect(await shownStatus(a)).toMatchObject({
        depositPaymentCompleted: true,
        depositAmount: DEPOSIT / 100,
        deposit: { status: 'paid' },
      });
      await expectLedgerBalanced(payments);
    });
  });

  describe('a refund that arrives before its payment is applied when the payment arrives', () => {
    const carried: [
      string,
      (d: StartedDeposit, intent: string) => { intentId?: string; paymentId?: string; sessionId?: string },
    ][] = [
      ['metadata.payment_id and the payment intent', (d, intent) => ({ paymentId: d.paymentId, intentId: intent })],
      ['metadata.payment_id only', (d) => ({ paymentId: d.paymentId })],
      ['the payment intent only', (_d, intent) => ({ intentId: intent })],
      ['metadata.checkout_session_id only', (d) => ({ sessionId: d.sessionId })],
    ];

    it.each(carried)('carrying %s', async (_name, carries) => {
      const d = await stripe.depositStarted(BUDGET);
      const intent = intentId();
      await stripe.send(stripe.chargeRefunded(DEPOSIT, carries(d, intent)));
      expect((await paymentRow(d.paymentId)).status).toBe('pending');

      await stripe.send(stripe.sessionCompleted(d, intent, { amount: DEPOSIT }));
      expect(await paymentRow(d.paymentId)).toEqual({ status: 'refunded', refunded_cents: String(DEPOSIT) });
      expect(await postings(d.paymentId)).toEqual(['deposit', 'deposit_refund']);
      expect(await published(PaymentEvents.DepositPaid, d.projectId)).toEqual([]);
      expect(refundCalls(intent)).toHaveLength(0);
      expect(await balance(payments, `escrow:${d.projectId}`)).toBe(0);
      await expectLedgerBalanced(payments);
    });

    it('a partial refund first leaves the rest of the deposit paid', async () => {
      const d = await stripe.depositStarted(BUDGET);
      const intent = intentId();
      await stripe.send(stripe.chargeRefunded(5_000, { paymentId: d.paymentId, intentId: intent }));
      await stripe.send(stripe.intentSucceeded(d, intent, { amount: DEPOSIT }));
      expect(await paymentRow(d.paymentId)).toEqual({ status: 'paid', refunded_cents: '5000' });
      expect(await balance(payments, `escrow:${d.projectId}`)).toBe(DEPOSIT - 5_000);
      expect(await published(PaymentEvents.DepositPaid, d.projectId)).toHaveLength(1);
      await expectLedgerBalanced(payments);
    });
  });

  describe('one payment: checkout.session.completed, payment_intent.succeeded (another event id) and a full refund, in every order', () => {
    type Step = 'session' | 'intent' | 'refund';
    it.each(permutations<Step>(['session', 'intent', 'refund']).map((order) => [order.join(' → '), order] as const))(
      '%s',
      async (_name, order) => {
        const d = await stripe.depositStarted(BUDGET);
        const intent = intentId();
        const deliveries: Record<Step, StripeDelivery> = {
          session: stripe.sessionCompleted(d, intent, { amount: DEPOSIT }),
          intent: stripe.intentSucceeded(d, intent, { amount: DEPOSIT }),
          refund: stripe.chargeRefunded(DEPOSIT, { paymentId: d.paymentId, intentId: intent }),
        };
        for (const step of order) await stripe.send(deliveries[step]);

        const announced = order[0] === 'refund' ? 0 : 1;
        expect(await paymentRow(d.paymentId)).toEqual({ status: 'refunded', refunded_cents: String(DEPOSIT) });
        expect(await postings(d.paymentId)).toEqual(['deposit', 'deposit_refund']);
        expect(await published(PaymentEvents.DepositPaid, d.projectId)).toHaveLength(announced);
        expect(await published(PaymentEvents.DepositRefunded, d.projectId)).toHaveLength(announced);
        expect(refundCalls(intent)).toHaveLength(0);
        expect(await balance(payments, `escrow:${d.projectId}`)).toBe(0);
        await expectLedgerBalanced(payments);
      },
    );
  });

  describe('a deposit paid twice (two checkouts) and the refund of the second, in every order: one paid deposit', () => {
    type Step = 'A' | 'B' | 'refund';
    it.each(permutations<Step>(['A', 'B', 'refund']).map((order) => [order.join(' → '), order] as const))(
      '%s',
      async (_name, order) => {
        const a = await stripe.depositStarted(BUDGET);
        const b = await stripe.depositStarted(BUDGET, a.owner, a.projectId);
        const checkouts = { A: { deposit: a, intent: intentId() }, B: { deposit: b, intent: intentId() } };
        // The checkout whose success arrives second is the duplicate; the refund is the one for it.
        const [first, duplicate] = order.filter((step): step is 'A' | 'B' => step !== 'refund').map((step) => checkouts[step]);
        const deliveries: Record<Step, StripeDelivery> = {
          A: stripe.sessionCompleted(a, checkouts.A.intent, { amount: DEPOSIT }),
          B: stripe.sessionCompleted(b, checkouts.B.intent, { amount: DEPOSIT }),
          refund: stripe.chargeRefunded(DEPOSIT, { paymentId: duplicate.deposit.paymentId, intentId: duplicate.intent }),
        };
        for (const step of order) await stripe.send(deliveries[step]);

        expect(await paymentRow(first.deposit.paymentId)).toEqual({ status: 'paid', refunded_cents: '0' });
        expect(await paymentRow(duplicate.deposit.paymentId)).toEqual({ status: 'refunded', refunded_cents: String(DEPOSIT) });
        expect(await postings(first.deposit.paymentId)).toEqual(['deposit']);
        expect(await postings(duplicate.deposit.paymentId)).toEqual(['deposit', 'deposit_refund']);
        expect((await published(PaymentEvents.DepositPaid, a.projectId)).map((event) => event.paymentId)).toEqual([
          first.deposit.paymentId,
        ]);
        expect(await published(PaymentEvents.DepositRefunded, a.projectId)).toEqual([]);
        // Refunded at Stripe by us only if Stripe had not already refunded it when its success arrived.
        const refundedByUs = order.indexOf('refund') > order.indexOf(duplicate === checkouts.A ? 'A' : 'B') ? 1 : 0;
        expect(refundCalls(duplicate.intent)).toHaveLength(refundedByUs);
        expect(refundCalls(first.intent)).toHaveLength(0);
        expect(await balance(payments, `escrow:${a.projectId}`)).toBe(DEPOSIT);
        expect(await shownStatus(a)).toMatchObject({
          depositPaymentCompleted: true,
          depositAmount: DEPOSIT / 100,
          deposit: { status: 'paid' },
        });
        await expectLedgerBalanced(payments);
      },
    );
  });

  describe('ten copies of each webhook at once', () => {
    it('one payment, two success events and two refund events (four event ids): paid once, refunded once', async () => {
      const d = await stripe.depositStarted(BUDGET);
      const intent = intentId();
      await deliverAtOnce(
        [
          stripe.sessionCompleted(d, intent, { amount: DEPOSIT }),
          stripe.intentSucceeded(d, intent, { amount: DEPOSIT }),
          stripe.chargeRefunded(DEPOSIT, { paymentId: d.paymentId, intentId: intent }),
          stripe.chargeRefunded(DEPOSIT, { intentId: intent }),
        ],
        10,
      );
      expect(await paymentRow(d.paymentId)).toEqual({ status: 'refunded', refunded_cents: String(DEPOSIT) });
      expect(await postings(d.paymentId)).toEqual(['deposit', 'deposit_refund']);
      const paid = await published(PaymentEvents.DepositPaid, d.projectId);
      expect(paid.length).toBeLessThanOrEqual(1);
      expect(await published(PaymentEvents.DepositRefunded, d.projectId)).toHaveLength(paid.length);
      expect(refundCalls(intent)).toHaveLength(0);
      expect(await balance(payments, `escrow:${d.projectId}`)).toBe(0);
      await expectLedgerBalanced(payments);
    });

    it('two checkouts paid, each reported by two events: one stays paid, the other is refunded once; then its refund ten times', async () => {
      const a = await stripe.depositStarted(BUDGET);
      const b = await stripe.depositStarted(BUDGET, a.owner, a.projectId);
      const intents = { [a.paymentId]: intentId(), [b.paymentId]: intentId() };
      await deliverAtOnce(
        [a, b].flatMap((deposit) => [
          stripe.sessionCompleted(deposit, intents[deposit.paymentId], { amount: DEPOSIT }),
          stripe.intentSucceeded(deposit, intents[deposit.paymentId], { amount: DEPOSIT }),
        ]),
        10,
      );
      const [paidEvent, ...others] = await published(PaymentEvents.DepositPaid, a.projectId);
      expect(others).toEqual([]);
      const kept = paidEvent.paymentId === a.paymentId ? a : b;
      const duplicate = kept === a ? b : a;
      expect(await paymentRow(kept.paymentId)).toEqual({ status: 'paid', refunded_cents: '0' });
      expect(await paymentRow(duplicate.paymentId)).toEqual({ status: 'refunded', refunded_cents: String(DEPOSIT) });
      expect(refundCalls(intents[duplicate.paymentId])).toHaveLength(1);
      expect(refundCalls(intents[kept.paymentId])).toHaveLength(0);

      // Stripe then confirms the refund it made for us.
      await deliverAtOnce(
        [stripe.chargeRefunded(DEPOSIT, { paymentId: duplicate.paymentId, intentId: intents[duplicate.paymentId] })],
        10,
      );
      expect(await postings(duplicate.paymentId)).toEqual(['deposit', 'deposit_refund']);
      expect(await postings(kept.paymentId)).toEqual(['deposit']);
      expect(refundCalls(intents[duplicate.paymentId])).toHaveLength(1);
      expect(await published(PaymentEvents.DepositRefunded, a.projectId)).toEqual([]);
      expect(await balance(payments, `escrow:${a.projectId}`)).toBe(DEPOSIT);
      expect(await shownStatus(a)).toMatchObject({ depositPaymentCompleted: true, deposit: { status: 'paid' } });
      await expectLedgerBalanced(payments);
    });
  });

  describe('a success whose amount or currency differs from the server’s figure is held for review, never paid', () => {
    const cases: [string, (d: StartedDeposit, intent: string) => StripeDelivery][] = [
      ['checkout.session.completed, one cent less', (d, intent) => stripe.sessionCompleted(d, intent, { amount: DEPOSIT - 1 })],
      [
        'checkout.session.completed, in US dollars',
        (d, intent) => stripe.sessionCompleted(d, intent, { amount: DEPOSIT, currency: 'usd' }),
      ],
      ['payment_intent.succeeded, one cent', (d, intent) => stripe.intentSucceeded(d, intent, { amount: 1 })],
      [
        'payment_intent.succeeded, in pounds',
        (d, intent) => stripe.intentSucceeded(d, intent, { amount: DEPOSIT, currency: 'gbp' }),
      ],
    ];

    it.each(cases)('%s', async (_name, wrongSuccess) => {
      const d = await stripe.depositStarted(BUDGET);
      const intent = intentId();
      const errors = jest.spyOn(payments.app.get(RecordProviderEventService, { strict: false })['log'], 'error');
      try {
        const delivery = wrongSuccess(d, intent);
        await stripe.send(delivery);

        expect((await paymentRow(d.paymentId)).status).toBe('held_for_review');
        expect(errors).toHaveBeenCalledWith(
          expect.objectContaining({ eventId: delivery.id, paymentId: d.paymentId }),
          expect.any(String),
        );
      } finally {
        errors.mockRestore();
      }
      expect(await postings(d.paymentId)).toEqual([]);
      expect(await published(PaymentEvents.DepositPaid, d.projectId)).toEqual([]);
      expect(await shownStatus(d)).toMatchObject({ depositPaymentCompleted: false, deposit: { status: 'held_for_review' } });
    });

    it('stays held when a matching success follows, blocks a second deposit, and closes as refunded when the operator refunds it', async () => {
      const d = await stripe.depositStarted(BUDGET);
      const intent = intentId();
      await stripe.send(stripe.sessionCompleted(d, intent, { amount: DEPOSIT - 1 }));
      await stripe.send(stripe.intentSucceeded(d, intent, { amount: DEPOSIT }));
      expect((await paymentRow(d.paymentId)).status).toBe('held_for_review');
      expect(await published(PaymentEvents.DepositPaid, d.projectId)).toEqual([]);

      const again = await payments.inject({
        method: 'POST',
        url: `/api/payments/projects/${d.projectId}/deposit`,
        headers: bearer(d.owner.token),
        payload: { method: 'ideal' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('PAYMENTS.DEPOSIT_UNDER_REVIEW');

      await stripe.send(stripe.chargeRefunded(DEPOSIT - 1, { intentId: intent, paymentId: d.paymentId }));
      expect((await paymentRow(d.paymentId)).status).toBe('refunded');
      expect(await postings(d.paymentId)).toEqual([]);
      expect(await published(PaymentEvents.DepositRefunded, d.projectId)).toEqual([]);
      expect(await shownStatus(d)).toMatchObject({ depositPaymentCompleted: false, deposit: { status: 'refunded' } });
    });

    it('ten copies of two wrong successes at once: held once, never paid', async () => {
      const d = await stripe.depositStarted(BUDGET);
      const intent = intentId();
      await deliverAtOnce(
        [stripe.sessionCompleted(d, intent, { amount: DEPOSIT + 1 }), stripe.intentSucceeded(d, intent, { amount: DEPOSIT + 1 })],
        10,
      );
      expect((await paymentRow(d.paymentId)).status).toBe('held_for_review');
      expect(await postings(d.paymentId)).toEqual([]);
      expect(await published(PaymentEvents.DepositPaid, d.projectId)).toEqual([]);
    });
  });
});
