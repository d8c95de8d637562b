import Stripe from 'stripe';
import type {
  CardIntent,
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  RefundRequest,
} from '../../application/ports/payment-provider';
import type { StripeSettings } from '../../config';
import { PAYMENT_CURRENCY } from '../../domain/money';
import { Messages } from '../../domain/messages';
import { transferGroup } from '../../domain/payout';
import { returnUrls } from './return-urls';

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });
}

/**
 * Real payments. Every call carries a Stripe idempotency key derived from our payment id, so a retried call
 * never creates a second session, intent or refund at Stripe.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly publicUrl: string,
    /** Without it the card dialog cannot confirm an intent in the browser; checkout (iDEAL, card) still works. */
    readonly publishableKey: string | null = null,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const urls = returnUrls(this.publicUrl, request);
    const metadata = { project_id: request.projectId, payment_id: request.paymentId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        payment_method_types: ['ideal', 'card'],
        locale: 'nl',
        client_reference_id: request.paymentId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PAYMENT_CURRENCY,
              unit_amount: request.amountCents,
              product_data: { name: `${Messages.checkoutItem[request.kind]}: ${request.projectTitle}`.slice(0, 250) },
            },
          },
        ],
        metadata,
        // Separate charges and transfers: the project's charges and the creator's later transfer share a group.
        payment_intent_data: { metadata, transfer_group: transferGroup(request.projectId) },
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      { idempotencyKey: `checkout:${request.paymentId}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { checkoutUrl: session.url, sessionId: session.id };
  }

  async createCardIntent(request: CheckoutRequest): Promise<CardIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: PAYMENT_CURRENCY,
        payment_method_types: ['card'],
        description: `${Messages.checkoutItem[request.kind]}: ${request.projectTitle}`.slice(0, 250),
        metadata: { project_id: request.projectId, payment_id: request.paymentId },
        transfer_group: transferGroup(request.projectId),
      },
      { idempotencyKey: `intent:${request.paymentId}` },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async refund(request: RefundRequest): Promise<void> {
    if (!request.intentId) throw new Error(`payment ${request.paymentId} has no payment intent to refund`);
    await this.stripe.refunds.create(
      { payment_intent: request.intentId, amount: request.amountCents, metadata: { payment_id: request.paymentId } },
      { idempotencyKey: `refund:${request.paymentId}:${request.amountCents}` },
    );
  }
}
