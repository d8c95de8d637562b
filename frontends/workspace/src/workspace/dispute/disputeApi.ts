// Calls of the dispute tab: payments keeps the dispute, its deadlines and what the caller may do now.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { DisputeAnswer, DisputeBody, DisputesAnswer } from '@clipwerk/contracts/payments';

export type Dispute = DisputeBody;

export const disputesKey = (projectId: string) => ['workspace', 'disputes', projectId] as const;

/** The project's latest dispute (payments lists them newest first), or null. */
export function useLatestDispute(projectId: string) {
  return useQuery({
    queryKey: disputesKey(projectId),
    queryFn: async () => (await api.get<DisputesAnswer>('/disputes', { query: { projectId } })).data.disputes[0] ?? null,
  });
}

/** One step of a dispute (open, statement, appeal); the answer is the dispute as it is now. */
export function useDisputeStep(projectId: string, path: (text: string) => { url: string; body: object }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      const { url, body } = path(text);
      return (await api.post<DisputeAnswer>(url, body)).data.dispute;
    },
    onSuccess: (dispute) => queryClient.setQueryData(disputesKey(projectId), dispute),
  });
}
