import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPaymentStatus, useRefreshPaymentStatus } from '@clipwerk/shell/sdk';
import type { PaymentHistoryBody, PaymentKind, PaymentStatusBody } from '@clipwerk/contracts/payments';
import { fetchPaymentHistory } from './paymentsApi';

/** The first 20 characters of session_id are the transaction ID. */
export const transactionId = (sessionId: string | null) => (sessionId ?? '').slice(0, 20);

export type PaymentOutcome = 'paid' | 'pending' | 'under_review' | 'failed';

/** How often the page asks again while the provider's answer has not arrived yet. */
export const PENDING_POLL_MS = 2000;

/**
 * The real state of the payment the payer returns from, as payments reports it: a return address proves nothing
 * (anyone can open it with any session_id). The half's status says paid or under review; until then the payment
 * of this session (the simulated provider's session is the payment id, else the newest of that half) tells a
 * failure from one still on its way.
 */
export function paymentOutcome(
  kind: PaymentKind,
  status: PaymentStatusBody,
  history: PaymentHistoryBody | undefined,
  sessionId: string | null,
): PaymentOutcome {
  const half = kind === 'final' ? status.final : status.deposit;
  const completed = kind === 'final' ? status.finalPaymentCompleted : status.depositPaymentCompleted;
  if (completed || half?.status === 'paid') return 'paid';
  if (half?.status === 'held_for_review') return 'under_review';
  const ofKind = (history?.payments ?? []).filter((payment) => payment.type === kind);
  const newest = [...ofKind].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const payment = ofKind.find((candidate) => candidate.id === sessionId) ?? newest;
  // A payer who cancels at the provider has a failed payment: payments knows no other end of an attempt.
  return payment?.status === 'failed' ? 'failed' : 'pending';
}

/**
 * The outcome, asked again while it is pending. A paid half changes what other screens show: the payment status
 * (shared, read again by whoever shows it) and this remote's project; other remotes read theirs when they open.
 */
export function usePaymentOutcome(projectId: string, kind: PaymentKind, sessionId: string | null) {
  const queryClient = useQueryClient();
  const refreshPaymentStatus = useRefreshPaymentStatus();
  const pollWhilePending = (outcome: PaymentOutcome | undefined) => (outcome === 'pending' ? PENDING_POLL_MS : false);
  const outcome = useQuery({
    queryKey: ['marketplace', 'payment-outcome', projectId, kind, sessionId],
    queryFn: async () => {
      const [status, history] = await Promise.all([fetchPaymentStatus(projectId), fetchPaymentHistory(projectId)]);
      return paymentOutcome(kind, status, history, sessionId);
    },
    enabled: Boolean(projectId),
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
  const paid = outcome.data === 'paid';
  useEffect(() => {
    if (!paid) return;
    void refreshPaymentStatus(projectId);
    void queryClient.invalidateQueries({ queryKey: ['marketplace', 'project', projectId] });
  }, [paid, projectId, queryClient, refreshPaymentStatus]);
  return outcome;
}
