// The projects context's answers as they travel: the controllers are typed with them and the front ends read them
// through @clipwerk/contracts/projects, so renaming a field breaks the type check on both sides. Types only, no
// code: the browser bundles never carry this file. Amounts are euros, dates ISO 8601.
import type { BudgetType, Category, ContentType } from '../../domain/catalog';
import type { CommentRole } from '../../domain/comments';
import type { ContractField } from '../../domain/contract-lock';
import type { DeliverableStatus, FileKind, ReviewType } from '../../domain/deliverables';
import type { EndWay, LeftParty } from '../../domain/party-left';
import type { Deliverable, DosAndDonts, Timeline } from '../../domain/project-rules';
import type { ProjectStatus } from '../../domain/project-status';

export type { CommentRole, ContractField, DeliverableStatus, EndWay, LeftParty, ProjectStatus };

/** A party as a project names it. */
export interface ProjectParty {
  id: string;
  _id: string;
  name: string;
  profilePictureUrl: string | null;
}

/** A project as every route answers it. */
export interface ProjectBody {
  id: string;
  /** The older client's name of `id`. */
  _id: string;
  title: string;
  description: string;
  status: ProjectStatus;
  category: Category;
  contentType: ContentType;
  contentFormat: string[];
  contentRequirements: string[];
  deliverables: Deliverable[];
  budget: number;
  budgetType: BudgetType;
  deadline: string;
  location: string;
  views: number;
  proposalCount: number;
  favorites: number;
  stats: { views: number; proposalsCount: number };
  owner: { id: string; _id: string; companyName: string; company: string };
  /** The owner again, with the company's average rating (null without published ratings). */
  /** `logoUrl`: the company's profile picture as identity announced it; null while it has none. */
  companyId: { _id: string; companyName: string; averageRating: number | null; logoUrl: string | null };
  desiredCreatorProfile: { location: { country: string } };
  selectedCreator: ProjectParty | null;
  /** The amount agreed with the selected creator; null until one is chosen. */
  contractAmount: number | null;
  /** As payments computed them; null until it has. */
  creatorShare: number | null;
  platformFee: number | null;
  finalPaymentCompleted: boolean;
  depositPaid: boolean;
  /** The fields the owner can no longer change (the contract's once a creator is selected, the budget once paid). */
  fixedFields: readonly ContractField[];
  /** False once the project is completed or cancelled. */
  editable: boolean;
  targetAudience: string;
  industry: string;
  requirements: string;
  preferredCreatorType: string;
  specialRequirements: string;
  timeline: Timeline;
  productInfo: { name: string; category: string; price: number | null; sendProduct: boolean } | null;
  dosAndDonts: DosAndDonts;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** The timeline after hiring: when the project last entered each status (the work started: the first time). */
  creatorSelectedAt: string | null;
  startedAt: string | null;
  deliveredAt: string | null;
  reviewStartedAt: string | null;
  revisionRequestedAt: string | null;
  approvedAt: string | null;
  /** Why the delivery was approved without the company (her review window ended); null for her own approval. */
  approvalReason: string | null;
  completedAt: string | null;
}

/** The deadline each party is held to now, ISO 8601; null where none applies. */
export interface ProjectDeadlines {
  /** The accepted proposal's delivery date, while nothing was handed in. */
  deliveryDueAt: string | null;
  /** The end of the company's review window, while a delivery waits for her; then it is approved automatically. */
  reviewDueAt: string | null;
  /** When the final payment is due (payments' date), from approval until it is paid. */
  finalPaymentDueAt: string | null;
}

/** A party who deleted her account during the assignment, and how the company may end it now. */
export interface PartyLeftBody {
  party: LeftParty;
  leftAt: string;
  /**
   * What the company may do now, in the order to offer it: `cancel` (deposit refunded in full), `approve` (the
   * delivery waiting for her review), `pay` (the final payment for what she approved). Empty for the creator.
   */
  ways: EndWay[];
}

/** GET /projects/{id}: the project with up to 6 interested creators (name and city only) and who may do what. */
export interface ProjectDetailAnswer {
  success: true;
  project: ProjectBody & {
    interestedCreators: Array<{ id: string; name: string; city: string | null }>;
    interestedCreatorsCount: number;
    otherInterestedCount: number;
    deadlines: ProjectDeadlines;
    /** Null while both parties have their account. */
    partyLeft: PartyLeftBody | null;
    /** Whether the caller may download the content now: a party, once the final payment is in. */
    canDownload: boolean;
  };
  isOwner: boolean;
  canApply: boolean;
}

/**
 * A project as a list of cards shows it: what a visitor reads before she opens it. About a third of the whole
 * body, so a page of cards costs a third to read, send and draw.
 */
export type ProjectCardBody = Pick<
  ProjectBody,
  | 'id'
  | 'title'
  | 'description'
  | 'status'
  | 'category'
  | 'contentRequirements'
  | 'budget'
  | 'deadline'
  | 'location'
  | 'views'
  | 'proposalCount'
  | 'favorites'
  | 'companyId'
  | 'publishedAt'
  | 'createdAt'
>;

/** GET /projects: the public list of open projects, as cards. */
export interface ProjectListAnswer {
  success: true;
  projects: ProjectCardBody[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** GET /projects/my: the company's own projects. */
export interface MyProjectsAnswer {
  success: true;
  projects: ProjectBody[];
  /**
   * Over all the company's projects, not the page: `activeProjects` published and not yet ended (open, or a creator
   * at work up to approval), `completedProjects`, `totalProjects` and `proposalCount` without the cancelled ones.
   */
  stats: { totalProjects: number; activeProjects: number; completedProjects: number; proposalCount: number };
}

/** GET /projects/my-active: the creator's assignments and her figures. */
export interface MyActiveProjectsAnswer {
  success: true;
  projects: ProjectBody[];
  stats: { activeProjects: number; completedProjects: number; totalEarnings: number };
}

/** GET /projects/favorites: the open assignments the creator marked, the newest mark first, as cards. */
export interface FavoritesAnswer {
  success: true;
  projects: ProjectCardBody[];
}

/** GET /projects/terms (public): what every assignment's contract includes, for texts that state it. */
export interface ProjectTermsAnswer {
  success: true;
  data: ProjectTermsBody;
}

export interface ProjectTermsBody {
  /** The revision rounds the company may ask for; a request beyond them is refused. */
  revisionRounds: number;
}

/** PUT and DELETE /projects/{id}/favorite: whether the creator has it marked now, and how many creators do. */
export interface FavoriteAnswer {
  success: true;
  favorite: boolean;
  favorites: number;
}

/**
 * POST /projects and PUT /projects/{id}: the saved project, and whether a deposit is due before it is published.
 * Payments states the deposit's amount (`GET /payments/projects/{id}/status`).
 */
export interface ProjectSavedAnswer {
  success: true;
  message: string;
  requiresPayment: boolean;
  project: ProjectBody;
}

/** One file version of a deliverable. */
export interface DeliverableFileBody {
  id: string;
  filename: string;
  originalName: string;
  type: FileKind;
  mimeType: string;
  size: number;
  version: number;
  createdAt: string;
  /** Where the version's poster frame is served (with the token); null without one. */
  posterUrl: string | null;
}

/** A deliverable with its versions (oldest first) and the owner's reviews. */
export interface DeliverableBody {
  id: string;
  title: string;
  description: string;
  type: string;
  status: DeliverableStatus;
  uploadedAt: string | null;
  files: DeliverableFileBody[];
  reviews: DeliverableReviewBody[];
}

/** A remark at a moment of the video, as a review lists it. */
export interface TimedCommentBody {
  atSeconds: number;
  atMs: number;
  text: string;
}

/** The owner's review of a deliverable. */
export interface DeliverableReviewBody {
  id: string;
  reviewType: ReviewType;
  feedback: string;
  reviewedAt: string;
  comments: TimedCommentBody[];
}

/** A party's comment at a moment (milliseconds) of one version; an answer names the comment it answers. */
export interface DeliverableCommentBody {
  id: string;
  /** The version (file) it is about; an answer has its thread's. */
  fileId: string;
  atMs: number;
  text: string;
  /** The comment this answers; null for a comment that starts a thread. */
  replyTo: string | null;
  author: { id: string; role: CommentRole; name: string };
  createdAt: string;
  /** When either party marked it done; null while open. */
  resolvedAt: string | null;
}

/** GET /projects/{id}/deliverables/{deliverableId}/comments: every version's comments, oldest first. */
export interface DeliverableCommentsAnswer {
  success: true;
  comments: DeliverableCommentBody[];
}

/** POST …/comments, …/comments/{commentId}/resolve and …/reopen: the comment as stored. */
export interface DeliverableCommentAnswer {
  success: true;
  comment: DeliverableCommentBody;
}

/** GET /upload/deliverables/{projectId}. */
export interface DeliverablesAnswer {
  success: true;
  deliverables: DeliverableBody[];
}

/** One party's rating of the other: 1 to 5 stars and a text. */
export interface RatingBody {
  stars: number;
  text: string;
  createdAt: string;
  /** When the other party may read it: both rated, or the window closed. Null until then. */
  publishedAt: string | null;
}

/** What one party sees of a project's ratings: her own, the other's only once published, and whether she may rate. */
export interface ProjectRatingsBody {
  mine: RatingBody | null;
  theirs: RatingBody | null;
  canRate: boolean;
  /** When the window to rate closes and every rating given is shown; null before completion. */
  windowEndsAt: string | null;
}

/** GET /projects/{id}/ratings. */
export interface ProjectRatingsAnswer {
  success: true;
  ratings: ProjectRatingsBody;
}

/** POST /projects/{id}/ratings. */
export interface RatingSavedAnswer extends ProjectRatingsAnswer {
  message: string;
}

/** GET /projects/retention: the privacy page's period(s) of this context, in the kit's one shape. */
export type { RetentionAnswer, StatedRetention } from '../../../../kit/src/retention/retention-answer';
