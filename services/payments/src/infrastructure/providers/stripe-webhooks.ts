import type Stripe from 'stripe';
import type { ProviderEvent } from '../../domain/payment';

/** Stripe's own default, and our limit in both directions (the SDK only refuses old timestamps). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookRejected extends Error {}

/**
 * Verifies a Stripe webhook on its raw bytes and translates it into a provider-neutral event, or null for
 * event types payments does not act on.
 */
export class StripeWebhooks {
  constructor(
    private readonly stripe: Stripe,
    /** The platform endpoint's signing secret, and the Connect endpoint's when its events come here too. */
    private readonly secrets: string | readonly string[],
    private readonly now: () => number = Date.now,
  ) {}

  verify(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!rawBody || rawBody.length === 0 || !signature) throw new WebhookRejected('missing body or signature');
    const timestamp = /(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1];
    if (!timestamp) throw new WebhookRejected('signature without timestamp');
    if (Number(timestamp) - Math.floor(this.now() / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookRejected('timestamp too far in the future');
    }
    let rejection = 'no signing secret';
    for (const secret of typeof this.secrets === 'string' ? [this.secrets] : this.secrets) {
      try {
        return this.stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, this.now());
      } catch (error) {
        rejection = (error as Error).message.split('\n')[0];
      }
    }
    throw new WebhookRejected(rejection);
  }

  translate(event: Stripe.Event): ProviderEvent | null {
    const base = { id: event.id, provider: 'stripe' as const };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // iDEAL and cards settle at once; a delayed method completes "unpaid" and sends async_payment_succeeded later.
        if (session.payment_status !== 'paid') return null;
        return {
          ...base,
          type: 'payment.succeeded',
          paymentId: session.metadata?.payment_id,
          intentId: idOf(session.payment_intent),
          sessionId: session.id,
          charged: { amountCents: session.amount_total ?? null, currency: session.currency ?? null },
        };
      }
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        return {
          ...base,
          type: 'payment.succeeded',
          paymentId: intent.metadata?.payment_id,
          intentId: intent.id,
          charged: { amountCents: intent.amount_received ?? null, currency: intent.currency ?? null },
        };
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object;
        const reason = event.type === 'checkout.session.expired' ? 'expired' : 'async_payment_failed';
        return {
          ...base,
          type: 'payment.failed',
          paymentId: session.metadata?.payment_id,
          intentId: idOf(session.payment_intent),
          sessionId: session.id,
          reason,
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const reason = intent.last_payment_error?.code ?? intent.last_payment_error?.message ?? 'payment_failed';
        return { ...base, type: 'payment.failed', paymentId: intent.metadata?.payment_id, intentId: intent.id, reason };
      }
      case 'charge.refunded': {
        // A charge names its payment by whatever it carries: the intent, and the metadata copied onto it.
        const charge = event.data.object;
        return {
          ...base,
          type: 'payment.refunded',
          paymentId: charge.metadata?.payment_id,
          intentId: idOf(charge.payment_intent),
          sessionId: charge.metadata?.checkout_session_id,
          refundedCents: charge.amount_refunded,
        };
      }
      default:
        return null;
    }
  }
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}
