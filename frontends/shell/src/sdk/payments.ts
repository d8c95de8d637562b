// One project's payment status and the start of a checkout, for every remote that shows or starts a payment: the
// status is one cache entry per project, under a key this module owns; a screen that saw a payment move says so here.
import { useCallback, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@clipwerk/ui';
import type {
  DepositStartedAnswer,
  FinalPaymentAnswer,
  FinalPaymentBody,
  PaymentKind,
  PaymentStatusAnswer,
  PaymentStatusBody,
} from '@clipwerk/contracts/payments';
import { api, type ApiClient } from './api';

export const paymentStatusKey = (projectId: string) => ['payments', 'status', projectId] as const;

/** GET /payments/projects/{id}/status; `client`: the page's API client, or the gateway's when it draws the page. */
export async function fetchPaymentStatus(projectId: string, client: ApiClient = api): Promise<PaymentStatusBody> {
  return (await client.get<PaymentStatusAnswer>(`/payments/projects/${projectId}/status`)).data;
}

export const paymentStatusQuery = (projectId: string, client: ApiClient = api) =>
  queryOptions({ queryKey: paymentStatusKey(projectId), queryFn: () => fetchPaymentStatus(projectId, client) });

export const usePaymentStatus = (projectId: string, enabled = true) => useQuery({ ...paymentStatusQuery(projectId), enabled });

/** After a payment moved: every screen showing that project's status reads it again. */
export function useRefreshPaymentStatus(): (projectId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (projectId: string) => queryClient.invalidateQueries({ queryKey: paymentStatusKey(projectId) }),
    [queryClient],
  );
}

export type CheckoutMethod = 'ideal' | 'card';

/** What starting a half answers: the deposit a checkout address; the final one an address, a card secret, or done. */
export type StartedPayment<K extends PaymentKind> = K extends 'final'
  ? FinalPaymentBody & { message?: string }
  : DepositStartedAnswer['data'];

async function postStart(projectId: string, kind: PaymentKind, method: CheckoutMethod, idempotencyKey: string) {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (kind === 'deposit') {
    return (await api.post<DepositStartedAnswer>(`/payments/projects/${projectId}/deposit`, { method }, { headers })).data;
  }
  const answer = await api.post<FinalPaymentAnswer>(`/payments/projects/${projectId}/final`, { method }, { headers });
  return { ...answer.data, message: answer.message };
}

/**
 * Starts one half's checkout (POST /payments/projects/{id}/deposit or /final) with a key per method and attempt: a
 * repeated click resolves to the same payment, another method is a new request. A failed start, or one the screen
 * cannot go on with (`renew`), takes a new key, so the next click is a new attempt.
 */
export function usePaymentStart<K extends PaymentKind>(projectId: string, kind: K) {
  const keys = useRef<Record<CheckoutMethod, string>>({ ideal: newIdempotencyKey(), card: newIdempotencyKey() });
  const renew = (method: CheckoutMethod) => {
    keys.current[method] = newIdempotencyKey();
  };
  async function start(method: CheckoutMethod): Promise<StartedPayment<K>> {
    try {
      return (await postStart(projectId, kind, method, keys.current[method])) as StartedPayment<K>;
    } catch (error) {
      renew(method);
      throw error;
    }
  }
  return { start, renew };
}
