// Calls of the payments service (services/payments/README.md) that only marketplace makes; the status and the start
// of a checkout are the shell SDK's (usePaymentStatus, usePaymentStart). Amounts are the server's, in euros.
import { api } from '@clipwerk/shell/sdk';
import type {
  CardIntentAnswer,
  CardIntentBody,
  PaymentHistoryAnswer,
  PaymentHistoryBody,
  PaymentKind,
  SimulatedPaymentAnswer,
} from '@clipwerk/contracts/payments';

export const SIMULATOR_PATH = '/payment-simulator';

/** POST /payments/projects/{id}/initialize: the deposit's card intent (an open one is handed out again). */
export async function initializeCardDeposit(projectId: string): Promise<CardIntentBody> {
  return (await api.post<CardIntentAnswer>(`/payments/projects/${projectId}/initialize`, {})).data;
}

/** Our own simulated checkout is a page of this web client: open it inside the app (same origin, same session). */
export function checkoutTarget(
  checkoutUrl: string,
  here: string = window.location.href,
): { inApp: string } | { external: string } {
  const url = new URL(checkoutUrl, here);
  if (url.pathname === SIMULATOR_PATH) return { inApp: `${url.pathname}${url.search}` };
  return { external: url.href };
}

/** The half a checkout page is about: its address names `kind=final` for the final payment, nothing for the deposit. */
export const paymentKindOf = (params: URLSearchParams): PaymentKind => (params.get('kind') === 'final' ? 'final' : 'deposit');

/** The simulated provider's answer for one payment of one half (POST /payments/simulate-payment/{projectId}/{kind}). */
export function simulatePayment(
  projectId: string,
  kind: PaymentKind,
  paymentId: string,
  outcome: 'paid' | 'cancelled',
): Promise<SimulatedPaymentAnswer> {
  return api.post<SimulatedPaymentAnswer>(`/payments/simulate-payment/${projectId}/${kind}`, { paymentId, outcome });
}

export async function fetchPaymentHistory(projectId: string): Promise<PaymentHistoryBody> {
  const answer = await api.get<PaymentHistoryAnswer>(`/payments/projects/${projectId}/history`);
  return answer.data;
}
