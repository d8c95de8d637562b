import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { ProjectProposalsAnswer } from '@clipwerk/contracts/proposals';
import { budgetLabel, deadlineFull, viewsOf } from '../shared/display';
import { useProjectDetail } from '../projects/useProjectDetail';

/** An assignment's proposals for its company, the line of facts above them and the portfolio she is looking at. */
export function useProjectProposals(id: string) {
  const [portfolio, setPortfolio] = useState<{ id: string; name: string } | null>(null);
  // The full project adds what the proposals answer lacks (deadline when missing, view count).
  const detail = useProjectDetail(id);
  const proposals = useQuery({
    queryKey: ['marketplace', 'proposals', id],
    queryFn: () => api.get<ProjectProposalsAnswer>(`/proposals/project/${id}`),
  });
  const project = proposals.data?.project;
  const full = detail.data?.project;
  const deadline = project?.deadline ?? full?.deadline ?? null;
  const facts = project
    ? [
        `Budget ${budgetLabel(project.budget)}`,
        deadline ? `Deadline ${deadlineFull(deadline)}` : null,
        full ? `${viewsOf(full)} keer bekeken` : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return { ...proposals, facts, portfolio, setPortfolio };
}
