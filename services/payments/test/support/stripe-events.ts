import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { bearer, company, project, type PaymentsTestApp, type TestCompany } from './payments-test-app';

export const STRIPE_WEBHOOK_URL = '/api/payments/webhooks/stripe';

/** A deposit started through the Stripe adapter: its payment row and Checkout Session at the fake API. */
export interface StartedDeposit {
  owner: TestCompany;
  projectId: string;
  paymentId: string;
  sessionId: string;
}

/** What a signed Stripe webhook delivery needs: the exact body and the event id inside it. */
export interface StripeDelivery {
  id: string;
  body: string;
}

/**
 * Builds Stripe events as Stripe sends them and delivers them signed with the SDK's test header helper, so the
 * payments service verifies them exactly as it verifies real ones.
 */
export function stripeWebhooks(payments: PaymentsTestApp, webhookSecret: string) {
  const sdk = new Stripe('sk_test_offline');

  const event = (
    type: string,
    object: Record<string, unknown>,
    id = `evt_test_${randomBytes(8).toString('hex')}`,
  ): StripeDelivery => ({
    id,
    body: JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    }),
  });

  return {
    async send(delivery: StripeDelivery) {
      const signature = sdk.webhooks.generateTestHeaderString({ payload: delivery.body, secret: webhookSecret });
      const response = await payments.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_URL,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload: delivery.body,
      });
      if (response.statusCode !== 200)
        throw new Error(`webhook ${delivery.id} answered ${response.statusCode}: ${response.body}`);
      return response;
    },

    async depositStarted(budgetCents: number, owner?: TestCompany, projectId?: string): Promise<StartedDeposit> {
      owner ??= await company(payments);
      projectId ??= await project(payments, owner, budgetCents);
      const response = await payments.inject({
        method: 'POST',
        url: `/api/payments/projects/${projectId}/deposit`,
        headers: bearer(owner.token),
        payload: { method: 'ideal' },
      });
      if (response.statusCode !== 200) throw new Error(`deposit answered ${response.statusCode}: ${response.body}`);
      const { paymentId } = response.json().data;
      const [{ checkout_session_id: sessionId }] = await payments.db.query(
        `SELECT checkout_session_id FROM payments.payment WHERE id = $1`,
        [paymentId],
      );
      return { owner, projectId, paymentId, sessionId };
    },

    sessionCompleted(deposit: StartedDeposit, intentId: string, charged: { amount: number; currency?: string }) {
      return event('checkout.session.completed', {
        id: deposit.sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: charged.amount,
        currency: charged.currency ?? 'eur',
        payment_intent: intentId,
        metadata: { payment_id: deposit.paymentId, project_id: deposit.projectId },
      });
    },

    intentSucceeded(deposit: StartedDeposit, intentId: string, charged: { amount: number; currency?: string }) {
      return event('payment_intent.succeeded', {
        id: intentId,
        object: 'payment_intent',
        amount: charged.amount,
        amount_received: charged.amount,
        currency: charged.currency ?? 'eur',
        metadata: { payment_id: deposit.paymentId, project_id: deposit.projectId },
      });
    },

    /** `refunded` is Stripe's cumulative `amount_refunded`; `carries` is what the charge says about its payment. */
    chargeRefunded(refunded: number, carries: { intentId?: string; paymentId?: string; sessionId?: string }) {
      const metadata: Record<string, string> = {};
      if (carries.paymentId) metadata.payment_id = carries.paymentId;
      if (carries.sessionId) metadata.checkout_session_id = carries.sessionId;
      return event('charge.refunded', {
        id: `ch_test_${randomBytes(6).toString('hex')}`,
        object: 'charge',
        payment_intent: carries.intentId ?? null,
        amount_refunded: refunded,
        currency: 'eur',
        refunded: true,
        metadata,
      });
    },
  };
}

/** Every order of the given items (n! of them). */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
