/** The web client's pages a payer returns to: /payment-success, /payment-cancel, and the simulator page. */
export function returnUrls(publicUrl: string, request: { paymentId: string; projectId: string }) {
  const base = publicUrl.replace(/\/$/, '');
  const project = encodeURIComponent(request.projectId);
  const payment = encodeURIComponent(request.paymentId);
  return {
    // {CHECKOUT_SESSION_ID} is filled in by Stripe, so it must stay unencoded.
    success: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}&project_id=${project}`,
    cancel: `${base}/payment-cancel?project_id=${project}`,
    simulator: `${base}/payment-simulator?payment_id=${payment}&project_id=${project}`,
  };
}
