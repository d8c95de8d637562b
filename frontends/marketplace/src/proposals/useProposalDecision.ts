// The company's decision on a proposal: accept it at the price she saw, or reject it with an optional reason.
import { idOf } from '@clipwerk/ui';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProposalBody } from '@clipwerk/contracts/proposals';
import { ApiError, api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { TEXTS } from '../shared/texts';

export type Decision = { kind: 'accept' | 'reject'; proposal: ProposalBody } | null;

export function useProposalDecision() {
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const [decision, setDecision] = useState<Decision>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['marketplace'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);

  async function decide() {
    if (!decision) return;
    setBusy(true);
    const proposalId = idOf(decision.proposal);
    try {
      if (decision.kind === 'accept') {
        await api.post(`/proposals/accept/${proposalId}`, { price: decision.proposal.price });
        notify(TEXTS.accepted, { tone: 'success' });
      } else {
        await api.post(`/proposals/reject/${proposalId}`, { reason: reason.trim() });
        notify(TEXTS.rejected, { tone: 'info' });
      }
      setDecision(null);
      setReason('');
      await refresh();
    } catch (error) {
      notify(errorMessage(error, decision.kind === 'accept' ? TEXTS.acceptFailed : TEXTS.rejectFailed), { tone: 'danger' });
      // Changed meanwhile: the list is read again, so she decides on what the proposal says now.
      if (error instanceof ApiError && error.status === 409) {
        setDecision(null);
        await refresh();
      }
    } finally {
      setBusy(false);
    }
  }

  return { decision, setDecision, reason, setReason, busy, decide };
}
