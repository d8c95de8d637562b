// Whole API answers for the remotes' tests, typed by the services' contracts: a test states only what it is about,
// and a field the server renames breaks these builders, not a screen in production.
import type { ProjectBody, ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import type { PaymentHistoryItemBody, PaymentStatusBody } from '@clipwerk/contracts/payments';
import type { ProposalBody } from '@clipwerk/contracts/proposals';

/** An open project of a company with its deposit paid; `overrides` make it the project a test needs. */
export function aProject(overrides: Partial<ProjectBody> = {}): ProjectBody {
  const id = overrides.id ?? 'p1';
  return {
    id,
    _id: id,
    title: 'Unboxing van onze koffiebonen',
    description: 'Laat zien hoe je thuis een kop koffie zet met onze verse bonen.',
    status: 'open',
    category: 'food-drinks',
    contentType: 'video',
    contentFormat: [],
    contentRequirements: [],
    deliverables: [],
    budget: 300,
    budgetType: 'fixed',
    deadline: '2030-05-01T00:00:00.000Z',
    location: '',
    views: 0,
    proposalCount: 0,
    favorites: 0,
    stats: { views: 0, proposalsCount: 0 },
    owner: { id: 'company-1', _id: 'company-1', companyName: 'Koffie BV', company: 'Koffie BV' },
    companyId: { _id: 'company-1', companyName: 'Koffie BV', averageRating: null, logoUrl: null },
    desiredCreatorProfile: { location: { country: 'NL' } },
    selectedCreator: null,
    contractAmount: null,
    creatorShare: null,
    platformFee: null,
    finalPaymentCompleted: false,
    depositPaid: true,
    fixedFields: ['budget'],
    editable: true,
    targetAudience: '',
    industry: '',
    requirements: '',
    preferredCreatorType: '',
    specialRequirements: '',
    timeline: { startDate: null, endDate: null, milestones: [] },
    productInfo: null,
    dosAndDonts: { dos: [], donts: [] },
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    publishedAt: '2030-01-01T09:05:00.000Z',
    creatorSelectedAt: null,
    startedAt: null,
    deliveredAt: null,
    reviewStartedAt: null,
    revisionRequestedAt: null,
    approvedAt: null,
    completedAt: null,
    ...overrides,
  };
}

/** The party a project names as its selected creator. */
export const aSelectedCreator = (name = 'Sanne de Vries', id = 'c1') => ({ id, _id: id, name, profilePictureUrl: null });

/** GET /projects/{id} for a visitor who may not apply, with nobody interested yet. */
export function aProjectDetail(
  project: Partial<ProjectBody> = {},
  answer: Partial<Omit<ProjectDetailAnswer, 'project'>> = {},
): ProjectDetailAnswer {
  return {
    success: true,
    project: { ...aProject(project), interestedCreators: [], interestedCreatorsCount: 0, otherInterestedCount: 0 },
    isOwner: false,
    canApply: false,
    ...answer,
  };
}

/** A creator's proposal on project p1, waiting for the company. */
export function aProposal(overrides: Partial<ProposalBody> = {}): ProposalBody {
  const id = overrides.id ?? 'pr1';
  return {
    id,
    _id: id,
    status: 'submitted',
    createdAt: '2030-01-02T09:00:00.000Z',
    submittedAt: '2030-01-02T09:00:00.000Z',
    updatedAt: '2030-01-02T09:00:00.000Z',
    projectId: { id: 'p1', _id: 'p1', title: 'Unboxing van onze koffiebonen' },
    price: 250,
    agreedPrice: 250,
    finalPrice: null,
    customPricing: { total: 250 },
    deliveryTimeInDays: 7,
    proposedTimeline: { deliveryDate: '2030-01-09T09:00:00.000Z' },
    motivation: 'Ik maak al jaren koffievideo’s voor kleine branders en weet wat kijkers willen zien.',
    approach: '',
    companyViewed: false,
    rejectionReason: null,
    creator: {
      id: 'c1',
      _id: 'c1',
      name: 'Sanne de Vries',
      bio: '',
      profilePictureUrl: null,
      location: { city: 'Utrecht' },
      stats: { completedProjects: 0 },
      niches: [],
    },
    ...overrides,
  };
}

/** A project's payment status with the deposit paid and the final half still to pay (standard 15% fee). */
export function aPaymentStatus(overrides: Partial<PaymentStatusBody> = {}): PaymentStatusBody {
  return {
    depositPaymentCompleted: true,
    finalPaymentCompleted: false,
    depositPaymentDate: '2030-01-01T09:05:00.000Z',
    finalPaymentDate: null,
    totalAmount: 400,
    depositAmount: 200,
    finalAmount: 200,
    deposit: { amount: 200, status: 'paid' },
    final: { amount: 200, status: 'pending' },
    contractAmount: 400,
    excessRefund: 0,
    fee: { percentage: 15, launchOffer: false, platformFee: 60, creatorAmount: 340 },
    releasableAt: null,
    payout: null,
    proposedAmount: null,
    ...overrides,
  };
}

/** One payment of a project: a paid deposit by iDEAL unless `overrides` say otherwise. */
export function aPayment(overrides: Partial<PaymentHistoryItemBody> = {}): PaymentHistoryItemBody {
  return {
    id: 'pay1',
    type: 'deposit',
    status: 'paid',
    amount: 200,
    refundedAmount: 0,
    method: 'ideal',
    provider: 'simulated',
    createdAt: '2030-01-01T09:00:00.000Z',
    paidAt: '2030-01-01T09:05:00.000Z',
    refundedAt: null,
    ...overrides,
  };
}
