// Payments' calls of the workspace's Betaling tab: the history with every movement, and changing the contract amount.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, useRefreshPaymentStatus } from '@clipwerk/shell/sdk';
import type { AmountChangeAnswer, PaymentHistoryAnswer } from '@clipwerk/contracts/payments';
import { projectKey } from './workspaceApi';

export const paymentHistoryKey = (id: string) => ['workspace', 'payment-history', id] as const;

export function usePaymentHistory(id: string, enabled = true) {
  return useQuery({
    queryKey: paymentHistoryKey(id),
    queryFn: async () => {
      const { data } = await api.get<PaymentHistoryAnswer>(`/payments/projects/${id}/history`);
      return data;
    },
    enabled,
  });
}

/**
 * POST propose-amount (either party) or confirm-amount (the other party, with the amount she saw). Answers the
 * server's Dutch message; the status, history and project are read again, since payments computed new figures. A
 * confirmation refused because the proposal changed meanwhile reads the status again too, so she sees the new amount.
 */
export function useAmountChange(projectId: string) {
  const queryClient = useQueryClient();
  const refreshPaymentStatus = useRefreshPaymentStatus();
  const refresh = () =>
    Promise.all([
      refreshPaymentStatus(projectId),
      queryClient.invalidateQueries({ queryKey: paymentHistoryKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
    ]);
  const propose = useMutation({
    mutationFn: (amount: number) => api.post<AmountChangeAnswer>(`/payments/projects/${projectId}/propose-amount`, { amount }),
    onSuccess: refresh,
  });
  const confirm = useMutation({
    mutationFn: (amount: number) => api.post<AmountChangeAnswer>(`/payments/projects/${projectId}/confirm-amount`, { amount }),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refresh() : undefined),
  });
  return { propose, confirm };
}
