// Calls of the payments service (services/payments/README.md). Amounts are the server's, in euros.
import { api } from '@clipwerk/shell/sdk';
import type { PaymentStatus } from '../shared/types';

export const SIMULATOR_PATH = '/payment-simulator';

export async function fetchPaymentStatus(projectId: string): Promise<PaymentStatus> {
  const answer = await api.get<{ data: PaymentStatus }>(`/payments/projects/${projectId}/status`);
  return answer.data;
}

/** A key per payment attempt: repeating the same click never starts a second checkout. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** POST /payments/projects/{id}/deposit; the key makes a repeated click resolve to the same checkout. */
export async function startDeposit(
  projectId: string,
  idempotencyKey: string,
): Promise<{ checkoutUrl: string; paymentId: string }> {
  const answer = await api.post<{ data: { checkoutUrl: string; paymentId: string } }>(
    `/payments/projects/${projectId}/deposit`,
    { method: 'ideal' },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return answer.data;
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

export function simulatePayment(projectId: string, paymentId: string, outcome: 'paid' | 'cancelled') {
  return api.post<{ data: { status: string } }>(`/payments/simulate-payment/${projectId}/deposit`, { paymentId, outcome });
}
