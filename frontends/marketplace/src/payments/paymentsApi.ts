// Calls of the payments service (services/payments/README.md). Amounts are the server's, in euros.
import { api } from '@clipwerk/shell/sdk';
import type {
  CardIntentAnswer,
  CardIntentBody,
  DepositStartedAnswer,
  FinalPaymentAnswer,
  FinalPaymentBody,
  PaymentHistoryAnswer,
  PaymentHistoryBody,
  PaymentKind,
  PaymentStatusAnswer,
  PaymentStatusBody,
  SimulatedPaymentAnswer,
} from '@clipwerk/contracts/payments';

export const SIMULATOR_PATH = '/payment-simulator';

export async function fetchPaymentStatus(projectId: string): Promise<PaymentStatusBody> {
  const answer = await api.get<PaymentStatusAnswer>(`/payments/projects/${projectId}/status`);
  return answer.data;
}

/** POST /payments/projects/{id}/deposit; the key makes a repeated click resolve to the same checkout. */
export async function startDeposit(projectId: string, idempotencyKey: string): Promise<DepositStartedAnswer['data']> {
  const answer = await api.post<DepositStartedAnswer>(
    `/payments/projects/${projectId}/deposit`,
    { method: 'ideal' },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return answer.data;
}

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

/**
 * POST /payments/projects/{id}/final: iDEAL answers a checkout address, a card the dialog's client secret; nothing
 * due settles at once (`completed`, with the server's message).
 */
export async function startFinalPayment(
  projectId: string,
  method: 'ideal' | 'card',
  idempotencyKey: string,
): Promise<FinalPaymentBody & { message?: string }> {
  const answer = await api.post<FinalPaymentAnswer>(
    `/payments/projects/${projectId}/final`,
    { method },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return { ...answer.data, message: answer.message };
}
