import type { PaymentKind } from '../../domain/payment';

/** The web client's pages a payer returns to: /payment-success, /payment-cancel, and the simulator page. */
export function returnUrls(publicUrl: string, request: { paymentId: string; projectId: string; kind: PaymentKind }) {
  const base = publicUrl.replace(/\/$/, '');
  const project = encodeURIComponent(request.projectId);
  const payment = encodeURIComponent(request.paymentId);
  // The pages read the deposit when no kind is named, so links to a deposit stay as they were.
  const kind = request.kind === 'final' ? '&kind=final' : '';
  return {
    // {CHECKOUT_SESSION_ID} is filled in by Stripe, so it must stay unencoded.
    success: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}&project_id=${project}${kind}`,
    cancel: `${base}/payment-cancel?project_id=${project}${kind}`,
    simulator: `${base}/payment-simulator?payment_id=${payment}&project_id=${project}${kind}`,
  };
}
