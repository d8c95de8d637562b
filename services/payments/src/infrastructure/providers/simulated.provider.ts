import { randomBytes } from 'node:crypto';
import type { CardIntent, Checkout, CheckoutRequest, PaymentProvider } from '../../application/ports/payment-provider';
import { returnUrls } from './return-urls';

/**
 * The embedded default: no money moves. Its checkout address is the web client's Dutch simulator page, where
 * the payer chooses pay or cancel; that page calls POST /api/payments/simulate-payment/:projectId/deposit.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly publishableKey = null;

  constructor(private readonly publicUrl: string) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { checkoutUrl: returnUrls(this.publicUrl, request).simulator, sessionId: null };
  }

  async createCardIntent(request: CheckoutRequest): Promise<CardIntent> {
    const intentId = `sim_pi_${request.paymentId.replace(/-/g, '')}`;
    return { intentId, clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}` };
  }

  /** Simulated refunds complete immediately. */
  async refund(): Promise<void> {}
}
