// Calls of support's desk: payments lists the disputes most urgent first and takes support's decision.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { DisputeAnswer, DisputeEvidenceAnswer, DisputesAnswer, DisputeOutcome } from '@clipwerk/contracts/payments';

const deskKey = ['support', 'disputes'] as const;
const evidenceKey = (id: string) => ['support', 'evidence', id] as const;

export const useDesk = () =>
  useQuery({ queryKey: deskKey, queryFn: async () => (await api.get<DisputesAnswer>('/support/disputes')).data.disputes });

export const useEvidence = (id: string) =>
  useQuery({
    queryKey: evidenceKey(id),
    queryFn: async () => (await api.get<DisputeEvidenceAnswer>(`/disputes/${id}/evidence`)).data,
  });

export interface Decision {
  outcome: DisputeOutcome;
  creatorAmount?: number;
  note: string;
}

export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) =>
      (await api.post<DisputeAnswer>(`/support/disputes/${id}/decision`, decision)).data.dispute,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKey });
      void queryClient.invalidateQueries({ queryKey: evidenceKey(id) });
    },
  });
}
