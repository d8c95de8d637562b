// Dashboard figures, computed from the lists the other services return.

export interface ProjectSummary {
  id?: string;
  _id?: string;
  title?: string;
  status?: string;
  proposalCount?: number;
  stats?: { proposalsCount?: number };
  deadline?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface ProposalSummary {
  id?: string;
  _id?: string;
  status?: string;
  agreedPrice?: number;
  price?: number;
  createdAt?: string;
  projectId?: string | { id?: string; _id?: string; title?: string };
  project?: { id?: string; title?: string };
  projectTitle?: string;
}

/** What the dashboard reads of GET /conversations: the total of unread messages over every conversation. */
export interface ConversationsAnswer {
  totalUnread?: number;
}

const ACTIVE_PROJECT = new Set([
  'open',
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
  'approved',
]);

export const idOf = (item: { id?: string; _id?: string }) => item.id ?? item._id ?? '';
export const proposalCountOf = (project: ProjectSummary) => project.proposalCount ?? project.stats?.proposalsCount ?? 0;

export function companyStats(projects: ProjectSummary[]) {
  return {
    total: projects.length,
    active: projects.filter((p) => ACTIVE_PROJECT.has(p.status ?? '')).length,
    completed: projects.filter((p) => p.status === 'completed').length,
    responses: projects.reduce((sum, p) => sum + proposalCountOf(p), 0),
  };
}

export function creatorStats(proposals: ProposalSummary[]) {
  return {
    total: proposals.length,
    accepted: proposals.filter((p) => p.status === 'accepted').length,
  };
}

/** The server's total, not a sum over one page of conversations: unread messages beyond the page count too. */
export function unreadTotal(answer: ConversationsAnswer | null | undefined): number {
  return Math.max(0, Number(answer?.totalUnread) || 0);
}

export const RECENT_LIMIT = 5;

/** The newest items first, at most five. */
export function mostRecent<T extends { createdAt?: string; updatedAt?: string }>(items: T[]): T[] {
  const time = (item: T) => new Date(item.updatedAt ?? item.createdAt ?? 0).getTime() || 0;
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, RECENT_LIMIT);
}

export function proposalProject(proposal: ProposalSummary): { id: string; title: string } {
  const ref = proposal.projectId;
  if (ref && typeof ref === 'object') return { id: idOf(ref), title: ref.title ?? proposal.projectTitle ?? 'Opdracht' };
  return { id: ref ?? proposal.project?.id ?? '', title: proposal.project?.title ?? proposal.projectTitle ?? 'Opdracht' };
}

export function dashboardTitle(unread: number): string {
  return unread > 0 ? `(${unread}) Dashboard` : 'Dashboard - Clipwerk';
}
