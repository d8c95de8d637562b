import { deliveryDate, UNNAMED_CREATOR } from '../../domain/proposal-rules';
import type { ProposalEntity } from '../../infrastructure/persistence/proposal.entity';
import type { ProjectEntity } from '../../infrastructure/persistence/projections.entities';
import type { ProposalBody, ProposalProjectSummary } from './api.contract';

const euros = (cents: number) => cents / 100;

/** The API shape of a proposal, made in one place. Prices in euros. */
export function presentProposal(proposal: ProposalEntity): ProposalBody {
  const price = euros(proposal.priceCents);
  const creator = proposal.creator;
  return {
    id: proposal.id,
    _id: proposal.id,
    status: proposal.status,
    createdAt: proposal.createdAt.toISOString(),
    submittedAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
    projectId: { _id: proposal.projectId, id: proposal.projectId, title: proposal.project?.title ?? '' },
    price,
    agreedPrice: price,
    finalPrice: proposal.status === 'accepted' || proposal.status === 'completed' ? price : null,
    customPricing: { total: price },
    deliveryTimeInDays: proposal.deliveryTimeInDays,
    proposedTimeline: { deliveryDate: deliveryDate(proposal.createdAt, proposal.deliveryTimeInDays).toISOString() },
    motivation: proposal.motivation,
    approach: proposal.approach,
    companyViewed: proposal.companyViewed,
    rejectionReason: proposal.rejectionReason,
    creator: {
      id: proposal.creatorId,
      _id: proposal.creatorId,
      name: creator?.name || UNNAMED_CREATOR,
      bio: creator?.bio ?? '',
      profilePictureUrl: creator?.profilePictureUrl || null,
      location: { city: creator?.city ?? '' },
      stats: { completedProjects: creator?.completedProjects ?? 0 },
      niches: creator?.niches ?? [],
    },
  };
}

/** The project header of the company proposals page. */
export function presentProjectSummary(project: ProjectEntity): ProposalProjectSummary {
  return {
    id: project.id,
    _id: project.id,
    title: project.title,
    status: project.status,
    budget: euros(project.budgetCents),
    deadline: project.deadline ? project.deadline.toISOString() : null,
  };
}
