// Calls of support's desk: payments lists the disputes most urgent first and takes support's decision; projects
// and messaging let support read a disputed project's brief, deliverables and conversation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { DisputeAnswer, DisputeEvidenceAnswer, DisputesAnswer, DisputeOutcome } from '@clipwerk/contracts/payments';
import type { DeliverablesAnswer, ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import type { ProjectConversationAnswer } from '@clipwerk/contracts/messaging';

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

export const useBrief = (projectId: string) =>
  useQuery({
    queryKey: ['support', 'brief', projectId],
    queryFn: async () => (await api.get<ProjectDetailAnswer>(`/projects/${projectId}`)).project,
  });

export const useSupportDeliverables = (projectId: string) =>
  useQuery({
    queryKey: ['support', 'deliverables', projectId],
    queryFn: async () => (await api.get<DeliverablesAnswer>(`/upload/deliverables/${projectId}`)).deliverables,
  });

export const useSupportConversation = (projectId: string) =>
  useQuery({
    queryKey: ['support', 'conversation', projectId],
    queryFn: async () => (await api.get<ProjectConversationAnswer>(`/conversations/project/${projectId}`)).messages,
  });

/** A short-lived address that opens one deliverable file in a new tab (a link cannot send the token). */
export const usePreviewLink = (projectId: string, fileId: string) =>
  useQuery({
    queryKey: ['support', 'preview', fileId],
    queryFn: async () => (await api.post<{ url: string }>(`/upload/preview/${projectId}/${fileId}/link`)).url,
    // The link lasts 15 minutes: a fresh one well before then.
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });
