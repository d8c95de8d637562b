// The proposals context's answers as they travel: the controllers are typed with them and the front ends read them
// through @clipwerk/contracts/proposals, so renaming a field breaks the type check on both sides. Types only, no
// code: the browser bundles never carry this file. Prices are euros, dates ISO 8601.
import type { ProposalStatus } from '../../domain/proposal-status';

export type { ProposalStatus };

/** The creator as her proposal shows her (from identity's events). */
export interface ProposalCreator {
  id: string;
  _id: string;
  name: string;
  bio: string;
  profilePictureUrl: string | null;
  location: { city: string };
  stats: { completedProjects: number };
  niches: string[];
}

/** A proposal as every route answers it. */
export interface ProposalBody {
  id: string;
  /** The older client's name of `id`. */
  _id: string;
  status: ProposalStatus;
  createdAt: string;
  submittedAt: string;
  updatedAt: string;
  /** The project it is for, with its title. */
  projectId: { _id: string; id: string; title: string };
  price: number;
  agreedPrice: number;
  /** The price once accepted; null before. */
  finalPrice: number | null;
  customPricing: { total: number };
  deliveryTimeInDays: number;
  proposedTimeline: { deliveryDate: string };
  motivation: string;
  approach: string;
  companyViewed: boolean;
  rejectionReason: string | null;
  creator: ProposalCreator;
}

/** The project header of the company's proposals page (a project status as projects' events name it). */
export interface ProposalProjectSummary {
  id: string;
  _id: string;
  title: string;
  status: string;
  budget: number;
  deadline: string | null;
}

/** GET /proposals/project/{id}: the owner's view of a project's proposals. */
export interface ProjectProposalsAnswer {
  success: true;
  proposals: ProposalBody[];
  project: ProposalProjectSummary;
}

/** GET /proposals/my: the creator's own proposals. */
export interface MyProposalsAnswer {
  success: true;
  proposals: ProposalBody[];
}

/** POST /proposals/project/{id}, /proposals/accept/{id}, /proposals/reject/{id}: the proposal as it now is. */
export interface ProposalChangedAnswer {
  success: true;
  message: string;
  proposal: ProposalBody;
}
