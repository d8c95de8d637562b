// The API shapes this remote reads (services/projects, services/proposals, services/payments presenters;
// docs/api/identity.md for creators). Money always arrives in euros, computed by the server.

export interface Ref {
  id?: string;
  _id?: string;
}

export interface SocialAccount {
  username?: string;
  url?: string;
  followers?: number;
  subscribers?: number;
}

export interface PortfolioItem extends Ref {
  title: string;
  description?: string;
  videoUrl?: string;
  thumbnailUrl?: string | null;
  category?: string;
  createdAt?: string;
}

export interface Creator extends Ref {
  name?: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  fullName?: string;
  profilePictureUrl?: string | null;
  bio?: string | null;
  niches?: string[] | null;
  location?: { city?: string; country?: string } | null;
  socialMedia?: Partial<Record<string, SocialAccount>> | null;
  stats?: { completedProjects?: number | null; averageRating?: number | null; responseRate?: number | null } | null;
  pricing?: { baseRate?: number | null; negotiable?: boolean } | null;
  availability?: string | null;
  followersTotal?: number;
  portfolio?: PortfolioItem[];
}

export type PaymentKind = 'deposit' | 'final';

/** GET /payments/projects/{id}/status: every figure is payments' own (the settled ones once completed). */
export interface PaymentStatus {
  depositPaymentCompleted: boolean;
  finalPaymentCompleted: boolean;
  depositPaymentDate?: string | null;
  finalPaymentDate?: string | null;
  totalAmount: number;
  depositAmount: number;
  finalAmount: number;
  /** Per half: paid, pending, held_for_review or refunded. */
  deposit?: { amount: number; status: string };
  final?: { amount: number; status: string };
  contractAmount?: number;
  excessRefund?: number;
  fee?: { percentage: number; launchOffer: boolean; platformFee: number; creatorAmount: number };
  releasableAt?: string | null;
  proposedAmount?: { amount: number; proposedBy: string; proposedAt: string } | null;
}

export interface PaymentHistoryPayment {
  id: string;
  type: PaymentKind | string;
  status: string;
  amount: number;
  createdAt: string;
  paidAt?: string | null;
}

export interface PaymentHistory {
  payments: PaymentHistoryPayment[];
}

export interface StartedFinalPayment {
  paymentId: string | null;
  amount: number;
  checkoutUrl: string | null;
  clientSecret: string | null;
  publishableKey: string | null;
  completed: boolean;
}

export const idOf = (item: Ref | null | undefined): string => item?.id ?? item?._id ?? '';
