// Whole API answers for the remotes' tests, typed by the services' contracts: a test states only what it is about,
// and a field the server renames breaks these builders, not a screen in production.
import type {
  CreatorCardBody,
  CreatorProfileBody,
  PortfolioItemBody,
  UploadedFileBody,
  UserBody,
} from '@clipwerk/contracts/identity';
import type { ProjectBody, ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import type {
  CardIntentBody,
  FinalPaymentBody,
  PaymentHistoryItemBody,
  PaymentStatusBody,
  SimulatedPaymentAnswer,
} from '@clipwerk/contracts/payments';
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
    approvalReason: null,
    completedAt: null,
    ...overrides,
  };
}

/** The party a project names as its selected creator. */
export const aSelectedCreator = (name = 'Sanne de Vries', id = 'c1') => ({ id, _id: id, name, profilePictureUrl: null });

/** GET /projects/{id} for a visitor who may not apply, with nobody interested yet. */
export function aProjectDetail(
  { deadlines, partyLeft, canDownload, ...project }: Partial<ProjectDetailAnswer['project']> = {},
  answer: Partial<Omit<ProjectDetailAnswer, 'project'>> = {},
): ProjectDetailAnswer {
  return {
    success: true,
    project: {
      ...aProject(project),
      interestedCreators: [],
      interestedCreatorsCount: 0,
      otherInterestedCount: 0,
      deadlines: deadlines ?? { deliveryDueAt: null, reviewDueAt: null, finalPaymentDueAt: null },
      partyLeft: partyLeft ?? null,
      canDownload: canDownload ?? false,
    },
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

/** POST /payments/projects/{id}/final for iDEAL: the simulated checkout to pay the final half at. */
export function aFinalPayment(overrides: Partial<FinalPaymentBody> = {}): FinalPaymentBody {
  const paymentId = overrides.paymentId ?? 'pay1';
  return {
    paymentId,
    amount: 200,
    checkoutUrl: `/payment-simulator?payment_id=${paymentId}&project_id=p1&kind=final`,
    clientSecret: null,
    publishableKey: null,
    completed: false,
    ...overrides,
  };
}

/** A card's PaymentIntent on the simulated provider (its secret starts `sim_pi_`, no publishable key). */
export function aCardIntent(overrides: Partial<CardIntentBody> = {}): CardIntentBody {
  return { paymentId: 'pay1', clientSecret: 'sim_pi_pay1_secret_x', publishableKey: null, amount: 200, ...overrides };
}

/** POST /payments/simulate-payment/p1/{kind}: the simulated provider recorded the payment as paid. */
export function aSimulatedPayment(data: Partial<SimulatedPaymentAnswer['data']> = {}): SimulatedPaymentAnswer {
  return {
    success: true,
    message: 'Betaling succesvol! Je opdracht is nu live op de marktplaats.',
    data: { paymentId: 'pay1', projectId: 'p1', status: 'paid', ...data },
  };
}

/** The signed-in creator's own account (GET /auth/me): Sanne, with the company fields null. */
export function aCreatorUser(overrides: Partial<UserBody> = {}): UserBody {
  return {
    id: 'u-creator',
    role: 'creator',
    email: 'sanne@example.nl',
    firstName: 'Sanne',
    lastName: 'de Vries',
    displayName: 'Sanne de Vries',
    chosenDisplayName: null,
    fullName: 'Sanne de Vries',
    profilePictureUrl: null,
    dateOfBirth: '1995-05-17',
    phoneNumber: null,
    bio: '',
    location: { city: 'Utrecht', country: 'Nederland' },
    niches: ['food'],
    pricing: { baseRate: null, negotiable: true },
    availability: 'immediately',
    socialMedia: {},
    companyName: null,
    contactPerson: null,
    companySize: null,
    industry: null,
    website: null,
    kvkNumber: null,
    btwNumber: null,
    stats: { completedProjects: 0, averageRating: null, ratingCount: 0, responseRate: null, followers: 0 },
    hasPassword: true,
    isTestAccount: false,
    createdAt: '2030-01-01T09:00:00.000Z',
    lastSignedInAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in company's own account: Bakkerij Jansen with Pieter as its contact, the creator fields null. */
export function aCompanyUser(overrides: Partial<UserBody> = {}): UserBody {
  return {
    id: 'u-company',
    role: 'bedrijf',
    email: 'info@bakkerij.nl',
    firstName: null,
    lastName: null,
    displayName: 'Bakkerij Jansen',
    chosenDisplayName: null,
    fullName: 'Pieter Jansen',
    profilePictureUrl: null,
    dateOfBirth: null,
    phoneNumber: null,
    bio: '',
    location: { city: 'Utrecht', country: 'Nederland' },
    niches: null,
    pricing: null,
    availability: null,
    socialMedia: null,
    companyName: 'Bakkerij Jansen',
    contactPerson: 'Pieter Jansen',
    companySize: '1-10',
    industry: 'food-drinks',
    website: null,
    kvkNumber: null,
    btwNumber: null,
    stats: null,
    hasPassword: true,
    isTestAccount: false,
    createdAt: '2030-01-01T09:00:00.000Z',
    lastSignedInAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A creator in the public list (GET /users/creators): Anna, new, without ratings, followers or a rate. */
export function aCreatorCard(overrides: Partial<CreatorCardBody> = {}): CreatorCardBody {
  return {
    id: 'c-anna',
    name: 'Anna de Jong',
    firstName: 'Anna',
    lastName: 'de Jong',
    displayName: 'Anna de Jong',
    profilePictureUrl: null,
    bio: '',
    niches: [],
    location: { city: '', country: 'Nederland' },
    socialMedia: {},
    stats: { completedProjects: 0, averageRating: null, ratingCount: 0, responseRate: null, followers: 0 },
    pricing: { baseRate: null, negotiable: true },
    availability: 'immediately',
    followersTotal: 0,
    ...overrides,
  };
}

/** A creator's public profile (GET /users/creators/{id}): the card with an empty portfolio. */
export function aCreatorProfile(overrides: Partial<CreatorProfileBody> = {}): CreatorProfileBody {
  return {
    ...aCreatorCard(overrides),
    role: 'creator',
    fullName: 'Anna de Jong',
    portfolio: [],
    createdAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** One item of a portfolio: an uploaded clip without a thumbnail unless `overrides` say otherwise. */
export function aPortfolioItem(overrides: Partial<PortfolioItemBody> = {}): PortfolioItemBody {
  const id = overrides.id ?? 'pf1';
  return {
    id,
    _id: id,
    title: 'Pasta in 10 minuten',
    description: '',
    videoUrl: '/api/media/5a1f0c9e-2b3d-4e5f-8a7b-9c0d1e2f3a4b',
    thumbnailUrl: null,
    category: 'other',
    createdAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A file identity stored (POST /upload/...): an image unless `overrides` say otherwise. */
export function anUploadedFile(overrides: Partial<UploadedFileBody> = {}): UploadedFileBody {
  const id = overrides.id ?? '0b8e6f7e-4d1e-4f7a-9a51-0c2f4c1d2e3f';
  return { id, url: `/api/media/${id}`, mimeType: 'image/png', size: 1024, kind: 'image', ...overrides };
}
