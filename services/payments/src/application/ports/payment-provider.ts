import type { PaymentKind, PaymentMethod, ProviderName } from '../../domain/payment';

export interface CheckoutRequest {
  paymentId: string;
  projectId: string;
  projectTitle: string;
  amountCents: number;
  method: PaymentMethod;
  kind: PaymentKind;
}

export interface Checkout {
  checkoutUrl: string;
  /** The provider's session id (Stripe Checkout Session), when there is one. */
  sessionId: string | null;
}

export interface CardIntent {
  intentId: string;
  clientSecret: string;
}

export interface RefundRequest {
  paymentId: string;
  intentId: string | null;
  amountCents: number;
}

/**
 * Where money really moves. Two adapters: Stripe (STRIPE_SECRET_KEY set) and the simulated provider (default).
 * Outcomes come back as provider events (domain/payment.ts `ProviderEvent`), never as return values, so a
 * Stripe webhook and the simulator take the same path (application/record-provider-event).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key a browser confirms this provider's card intents with; null when no browser script is needed. */
  readonly publishableKey: string | null;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** A PaymentIntent for the embedded card dialog. */
  createCardIntent(request: CheckoutRequest): Promise<CardIntent>;
  /** Sends money back; resolves once the provider accepted the refund (the simulator: at once). */
  refund(request: RefundRequest): Promise<void>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
