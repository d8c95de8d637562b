// The API shapes this remote reads (services/projects, the upload routes, services/payments presenters).
// Money always arrives in euros, computed by the server.

export interface ProjectParty {
  id: string;
  name: string;
  profilePictureUrl?: string | null;
}

export interface ProductInfo {
  name: string;
  category: string;
  price: number | null;
  /** Whether the company sends the product to the creator. */
  sendProduct: boolean;
}

export interface DosAndDonts {
  dos: string[];
  donts: string[];
}

export interface Project {
  id: string;
  title: string;
  description: string;
  status: string;
  budget: number | null;
  /** The amount agreed with the selected creator; null until one is chosen. */
  contractAmount?: number | null;
  deadline?: string | null;
  createdAt?: string;
  updatedAt?: string;
  contentType?: string;
  contentFormat?: string[];
  deliverables?: Array<{ title: string; description?: string } | string>;
  productInfo?: ProductInfo | null;
  dosAndDonts?: DosAndDonts | null;
  owner?: { id?: string; companyName?: string; company?: string };
  companyId?: { _id?: string; companyName?: string };
  selectedCreator?: ProjectParty | null;
  /** The timeline: when the project last entered each status after hiring (the work started: the first time). */
  creatorSelectedAt?: string | null;
  startedAt?: string | null;
  deliveredAt?: string | null;
  reviewStartedAt?: string | null;
  revisionRequestedAt?: string | null;
  approvedAt?: string | null;
  completedAt?: string | null;
}

export interface ProjectDetailAnswer {
  project: Project;
  isOwner: boolean;
  canApply: boolean;
}

export interface TimedComment {
  atSeconds: number;
  text: string;
}

export interface DeliverableReview {
  id: string;
  reviewType: 'approve' | 'revision' | string;
  feedback?: string | null;
  reviewedAt: string;
  comments?: TimedComment[];
}

export interface DeliverableFile {
  id: string;
  filename: string;
  originalName: string;
  type: 'video' | 'image' | string;
  mimeType: string;
  size: number;
  version: number;
  createdAt: string;
  /** Where the version's poster frame is served (with the token); null or absent without one. */
  posterUrl?: string | null;
}

export interface DeliverableItem {
  id: string;
  title: string;
  description?: string;
  type: string;
  status: 'pending' | 'uploaded' | 'under_review' | 'revision_requested' | 'approved' | string;
  uploadedAt?: string | null;
  files: DeliverableFile[];
  reviews: DeliverableReview[];
}

export interface DeliverablesAnswer {
  success: boolean;
  deliverables: DeliverableItem[];
}

/** GET /payments/projects/{id}/status: every figure is payments' own (the settled ones once completed). */
export interface PaymentStatus {
  depositAmount: number;
  finalAmount: number;
  totalAmount?: number;
  depositPaymentCompleted: boolean;
  finalPaymentCompleted: boolean;
  depositPaymentDate?: string | null;
  finalPaymentDate?: string | null;
  contractAmount?: number;
  excessRefund?: number;
  fee?: { percentage: number; launchOffer: boolean; platformFee: number; creatorAmount: number };
  /** End of the hold on the creator's share, once settled. */
  releasableAt?: string | null;
  /** A new contract amount one party proposed and the other has not confirmed yet; proposedBy is a user id. */
  proposedAmount?: { amount: number; proposedBy: string; proposedAt: string } | null;
}

export interface PaymentHistoryItem {
  id: string;
  type: string;
  status: string;
  amount: number;
  createdAt: string;
  paidAt?: string | null;
}

/** One booked movement of the project's money (deposit, final, refunds, settlement), with its moment. */
export interface PaymentMovement {
  id: string;
  type: 'deposit' | 'deposit_refund' | 'final' | 'final_refund' | 'excess_refund' | 'settlement' | string;
  paymentId: string | null;
  amount: number;
  at: string;
}

export interface PaymentHistory {
  payments: PaymentHistoryItem[];
  movements: PaymentMovement[];
}
