import { AWAITING_REVIEW } from './deadlines';
import type { ProjectStatus } from './project-status';

/** The party of an assignment who deleted her account. */
export const LEFT_PARTIES = ['creator', 'company'] as const;
export type LeftParty = (typeof LEFT_PARTIES)[number];

/** How the company may end an assignment whose creator left: cancel, approve what was delivered, pay what she approved. */
export const END_WAYS = ['cancel', 'approve', 'pay'] as const;
export type EndWay = (typeof END_WAYS)[number];

export interface LeavingFacts {
  status: ProjectStatus;
  creatorLeftAt: Date | null;
  ownerLeftAt: Date | null;
  finalPaymentCompleted: boolean;
}

/** Before approval the work is unfinished: the company may cancel with her deposit refunded in full. */
const UNFINISHED: readonly ProjectStatus[] = [
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
];

/** Who left the project, or null while both parties are there. */
export function leftParty(project: Pick<LeavingFacts, 'creatorLeftAt' | 'ownerLeftAt'>): LeftParty | null {
  if (project.ownerLeftAt) return 'company';
  if (project.creatorLeftAt) return 'creator';
  return null;
}

/**
 * The ways the company may end an assignment whose creator left, in the order the workspace offers them: cancel
 * (the deposit back in full) while the work is unfinished, approve a delivery that waits for her review, and pay
 * the final payment for what she approved. Empty when the creator did not leave or the project ended.
 */
export function waysToEnd(project: LeavingFacts): EndWay[] {
  if (!project.creatorLeftAt || project.ownerLeftAt) return [];
  const ways: EndWay[] = [];
  if (UNFINISHED.includes(project.status)) ways.push('cancel');
  if (AWAITING_REVIEW.includes(project.status)) ways.push('approve');
  if (project.status === 'approved' && !project.finalPaymentCompleted) ways.push('pay');
  return ways;
}

/**
 * What happens to a company's project when the company deletes her account: anything not yet approved is
 * cancelled (a paid deposit goes back, a hired creator is told); an approved project stays, its final payment owed.
 */
export const cancelledWhenCompanyLeaves = (status: ProjectStatus) =>
  status !== 'approved' && status !== 'completed' && status !== 'cancelled';
