import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  api,
  errorMessage,
  usePaymentStart,
  usePaymentStatus,
  useRefreshPaymentStatus,
  useToasts,
} from '@clipwerk/shell/sdk';
import type { DeliverablesAnswer } from '@clipwerk/contracts/projects';
import { useProjectDetail } from '../projects/useProjectDetail';
import { TEXTS } from '../shared/texts';
import type { CardPayment } from './CardPaymentDialog';
import type { PaymentMethod as Method } from './PaymentMethodButtons';
import { checkoutTarget } from './paymentsApi';

export const workspacePath = (projectId: string) => `/project-workspace/${encodeURIComponent(projectId)}`;

/**
 * The final payment of the owner's project: the project, payments' status and the delivered files; paying after a
 * confirmation by iDEAL (the provider's checkout) or card (the dialog), or settled at once when nothing is due. A
 * refusal shows the server's Dutch message; a 409 reads again what changed.
 */
export function useFinalPayment(projectId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshPaymentStatus = useRefreshPaymentStatus();
  const { notify } = useToasts();
  const project = useProjectDetail(projectId);
  const isOwner = project.data?.isOwner === true;
  const status = usePaymentStatus(projectId, isOwner);
  const deliverables = useQuery({
    queryKey: ['marketplace', 'deliverables', projectId],
    queryFn: async () => (await api.get<DeliverablesAnswer>(`/upload/deliverables/${projectId}`)).deliverables,
    enabled: isOwner,
  });
  const final = usePaymentStart(projectId, 'final');
  const [confirming, setConfirming] = useState<Method | null>(null);
  const [starting, setStarting] = useState<Method | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [card, setCard] = useState<CardPayment | null>(null);

  async function refresh() {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['marketplace'] }), refreshPaymentStatus(projectId)]);
  }

  async function pay(method: Method) {
    setConfirming(null);
    setStarting(method);
    setFailure(null);
    try {
      const started = await final.start(method);
      if (started.completed) {
        notify(started.message ?? TEXTS.finalPaymentSucceeded, { tone: 'success' });
        await refresh();
      } else if (method === 'card') {
        if (!started.clientSecret || !started.paymentId) throw new Error('no client secret');
        setCard({
          projectId,
          kind: 'final',
          paymentId: started.paymentId,
          clientSecret: started.clientSecret,
          publishableKey: started.publishableKey,
          amount: started.amount,
        });
      } else {
        if (!started.checkoutUrl) {
          setFailure(TEXTS.checkoutUrlMissing);
          final.renew(method);
          return;
        }
        const target = checkoutTarget(started.checkoutUrl);
        if ('inApp' in target) navigate(target.inApp);
        else window.location.assign(target.external);
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await refresh();
      setFailure(errorMessage(error, TEXTS.finalPaymentFailed));
      final.renew(method);
    } finally {
      setStarting(null);
    }
  }

  async function cardPaid() {
    setCard(null);
    notify(TEXTS.finalPaymentSucceeded, { tone: 'success' });
    await refresh();
    navigate(workspacePath(projectId));
  }

  const loading = project.isLoading || (project.data?.isOwner && (status.isLoading || deliverables.isLoading));
  const retry = () => {
    project.refetch();
    status.refetch();
  };

  return {
    project,
    status,
    deliverables,
    loading,
    retry,
    confirming,
    setConfirming,
    starting,
    failure,
    card,
    closeCard: () => setCard(null),
    pay,
    cardPaid,
  };
}
