import { fixedFields, isEditable } from '../../domain/contract-lock';
import { currentDeadlines } from '../../domain/deadlines';
import { leftParty, waysToEnd } from '../../domain/party-left';
import { centsToEuros } from '../../domain/money';
import { UNNAMED_COMPANY, UNNAMED_CREATOR } from '../../domain/parties';
import type { ProjectDetail } from '../../application/get-project/get-project.service';
import type { ProjectCardView, ProjectView } from '../../infrastructure/persistence/project.repository';
import type { PartyLeftBody, ProjectBody, ProjectCardBody, ProjectDeadlines, ProjectDetailAnswer } from './api.contract';

/** A project as a card shows it (the open list, favourites): what the whole body says of these fields. */
export function presentProjectCard(project: ProjectCardView): ProjectCardBody {
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    status: project.status,
    category: project.category,
    contentRequirements: project.contentRequirements,
    budget: centsToEuros(project.budgetCents),
    deadline: project.deadline.toISOString(),
    location: project.location,
    views: project.views,
    proposalCount: project.proposalCount,
    favorites: project.favorites,
    // Null without published ratings: the client shows 'Nieuw'.
    companyId: {
      _id: project.ownerId,
      companyName: companyNameOf(project),
      averageRating: project.company?.averageRating ?? null,
      logoUrl: project.company?.logoUrl || null,
    },
    publishedAt: isoOrNull(project.publishedAt),
    createdAt: project.createdAt.toISOString(),
  };
}

/** The API shape of a project, made in one place. Amounts in euros with two decimals. */
export function presentProject(project: ProjectView): ProjectBody {
  const companyName = companyNameOf(project);
  return {
    ...presentProjectCard(project),
    _id: project.id,
    contentType: project.contentType,
    contentFormat: project.contentFormat,
    deliverables: project.deliverables,
    budgetType: project.budgetType,
    stats: { views: project.views, proposalsCount: project.proposalCount },
    owner: { id: project.ownerId, _id: project.ownerId, companyName, company: companyName },
    desiredCreatorProfile: { location: { country: project.desiredCountry } },
    selectedCreator: project.selectedCreatorId
      ? {
          id: project.selectedCreatorId,
          _id: project.selectedCreatorId,
          name: project.selectedCreator?.name || UNNAMED_CREATOR,
          profilePictureUrl: project.selectedCreator?.profilePictureUrl || null,
        }
      : null,
    contractAmount: project.contractAmountCents === null ? null : centsToEuros(project.contractAmountCents),
    // As payments computed them; null until payments has (never computed here).
    creatorShare: project.creatorShareCents === null ? null : centsToEuros(project.creatorShareCents),
    platformFee: project.platformFeeCents === null ? null : centsToEuros(project.platformFeeCents),
    finalPaymentCompleted: project.finalPaymentCompleted,
    depositPaid: project.depositPaidAt !== null,
    // What the edit form shows read-only: the contract's fields once a creator is selected, the budget once paid.
    fixedFields: fixedFields(project.status, project.depositPaidAt !== null),
    editable: isEditable(project.status),
    targetAudience: project.targetAudience,
    industry: project.industry,
    requirements: project.requirements,
    preferredCreatorType: project.preferredCreatorType,
    specialRequirements: project.specialRequirements,
    timeline: project.timeline,
    productInfo: project.productInfo
      ? {
          name: project.productInfo.name,
          category: project.productInfo.category,
          price: project.productInfo.priceCents === null ? null : centsToEuros(project.productInfo.priceCents),
          sendProduct: project.productInfo.sendProduct,
        }
      : null,
    dosAndDonts: { dos: project.dosAndDonts.dos, donts: project.dosAndDonts.donts },
    updatedAt: project.updatedAt.toISOString(),
    creatorSelectedAt: isoOrNull(project.creatorSelectedAt),
    startedAt: isoOrNull(project.startedAt),
    deliveredAt: isoOrNull(project.deliveredAt),
    reviewStartedAt: isoOrNull(project.reviewStartedAt),
    revisionRequestedAt: isoOrNull(project.revisionRequestedAt),
    approvedAt: isoOrNull(project.approvedAt),
    approvalReason: project.approvalReason,
    completedAt: isoOrNull(project.completedAt),
  };
}

const companyNameOf = (project: ProjectCardView) => project.company?.companyName || UNNAMED_COMPANY;

/** The deadline each party is held to now (only after hiring, when only the two parties see the project). */
function presentDeadlines(project: ProjectView): ProjectDeadlines {
  const { deliveryDueAt, reviewDueAt, finalPaymentDueAt } = currentDeadlines(project);
  return {
    deliveryDueAt: isoOrNull(deliveryDueAt),
    reviewDueAt: isoOrNull(reviewDueAt),
    finalPaymentDueAt: isoOrNull(finalPaymentDueAt),
  };
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Who left and, for the company, the ways to end the assignment that her domain allows now. */
function presentPartyLeft(project: ProjectView, isOwner: boolean): PartyLeftBody | null {
  const party = leftParty(project);
  if (!party) return null;
  const leftAt = (party === 'company' ? project.ownerLeftAt : project.creatorLeftAt) as Date;
  return { party, leftAt: leftAt.toISOString(), ways: isOwner ? waysToEnd(project) : [] };
}

/** GET /projects/{id}: the project with who may do what, and up to 6 interested creators (name and city only). */
export function presentProjectDetail({
  project,
  isOwner,
  canApply,
  canDownload,
  interested,
}: ProjectDetail): ProjectDetailAnswer {
  return {
    success: true,
    project: {
      ...presentProject(project),
      deadlines: presentDeadlines(project),
      partyLeft: presentPartyLeft(project, isOwner),
      canDownload,
      interestedCreators: interested.creators.map(({ id, name, city }) => ({ id, name: name || UNNAMED_CREATOR, city })),
      interestedCreatorsCount: interested.total,
      otherInterestedCount: Math.max(0, interested.total - interested.creators.length),
    },
    isOwner,
    canApply,
  };
}
