import { decodeEnvelope } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import { randomBytes } from 'node:crypto';
import { startFakeStripeApi } from './support/fake-stripe-api';
import { bearer, expectLedgerBalanced, outboxEvents, type PaymentsTestApp, startPaymentsApp } from './support/payments-test-app';
import { type StartedDeposit, stripeWebhooks } from './support/stripe-events';

const BUDGET = 40_000;
const DEPOSIT = 20_000;

describe('Stripe webhooks at the edges: double payments', () => {
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
});
