// Dashboard figures: the company's as projects counts them, the creator's few from the lists the services return.
import type { MyProjectsAnswer, ProjectBody } from '@clipwerk/contracts/projects';
import type { ProposalBody } from '@clipwerk/contracts/proposals';
import type { ConversationsAnswer } from '@clipwerk/contracts/messaging';
import { idOf, isInWorkspace, proposalCountOf } from '@clipwerk/ui';

/** What the dashboard reads of a company's project. */
export type ProjectSummary = Pick<
  ProjectBody,
  'id' | '_id' | 'title' | 'status' | 'proposalCount' | 'deadline' | 'createdAt' | 'updatedAt'
>;

/** What the dashboard reads of a creator's proposal. */
export type ProposalSummary = Pick<
  ProposalBody,
  'id' | '_id' | 'status' | 'agreedPrice' | 'createdAt' | 'updatedAt' | 'projectId'
>;

/** What the dashboard reads of GET /conversations: the total of unread messages over every conversation. */
export type { ConversationsAnswer, MyProjectsAnswer };

export function creatorStats(proposals: ProposalSummary[]) {
  return {
    total: proposals.length,
    accepted: proposals.filter((p) => p.status === 'accepted').length,
  };
}

/** The server's total, not a sum over one page of conversations: unread messages beyond the page count too. */
export function unreadTotal(answer: ConversationsAnswer | null | undefined): number {
  return Math.max(0, answer?.totalUnread ?? 0);
}

export const RECENT_LIMIT = 5;

/** The newest items first, at most five. */
export function mostRecent<T extends { createdAt?: string; updatedAt?: string }>(items: T[]): T[] {
  const time = (item: T) => new Date(item.updatedAt ?? item.createdAt ?? 0).getTime() || 0;
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, RECENT_LIMIT);
}

export const proposalProject = (proposal: ProposalSummary) => ({
  id: proposal.projectId.id,
  title: proposal.projectId.title || 'Opdracht',
});

export function dashboardTitle(unread: number): string {
  return unread > 0 ? `(${unread}) Dashboard` : 'Dashboard - Clipwerk';
}

/** The dashboard's own words: what each figure counts, and what it says when the figures cannot be read. */
export const DASHBOARD_TEXTS = {
  figuresFailedTitle: 'Je cijfers konden niet worden geladen',
  figuresFailed: 'We konden je cijfers nu niet ophalen. Probeer het opnieuw.',
  company: {
    total: 'Alle opdrachten, zonder geannuleerde',
    proposals: 'Voorstellen op je opdrachten',
  },
  creator: {
    proposals: 'Voorstellen die je hebt gestuurd',
    accepted: 'Voorstellen waaraan je nu werkt',
    earned: 'Alles wat je verdiende, ook wat nog niet is uitbetaald',
  },
} as const;

export interface ActivityAction {
  to: string;
  label: string;
}

/** The action that fits a company's project in its state, or none. */
export function companyAction(project: ProjectSummary): ActivityAction | null {
  const id = idOf(project);
  if (isInWorkspace(project.status)) return { to: `/project-workspace/${id}`, label: 'Naar de werkruimte' };
  if (project.status === 'awaiting_deposit') return { to: `/projects/${id}/payment`, label: 'Betaal aanbetaling' };
  if (project.status === 'open' && proposalCountOf(project) > 0)
    return { to: `/projects/${id}/proposals`, label: 'Bekijk voorstellen' };
  return null;
}

/** The action that fits a creator's proposal: the werkruimte once she is hired, else the assignment. */
export function creatorAction(proposal: ProposalSummary): ActivityAction | null {
  const project = proposalProject(proposal);
  if (!project.id) return null;
  if (proposal.status === 'accepted' || proposal.status === 'completed')
    return { to: `/project-workspace/${project.id}`, label: 'Naar de werkruimte' };
  if (proposal.status === 'submitted') return { to: `/projects/${project.id}`, label: 'Bekijk opdracht' };
  return null;
}
