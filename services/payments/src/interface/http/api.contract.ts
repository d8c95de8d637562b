// The payments context's answers as they travel: the controllers are typed with them and the front ends read them
// through @clipwerk/contracts/payments, so renaming a field breaks the type check on both sides. Types only, no
// code: the browser bundles never carry this file. Amounts are euros computed here (screens do no arithmetic of
// their own), dates ISO 8601.
import type { EarningStatus, EarningsPeriod } from '../../domain/earnings';
import type { InvoiceKind } from '../../domain/invoice';
import type { AccountKind, PostingKind } from '../../domain/ledger';
import type { PaymentKind, PaymentMethod, PaymentStatus, ProviderName } from '../../domain/payment';
import type { DisputeOutcome, DisputeStatus } from '../../domain/dispute';
import type { DisputeResolution, PayoutStatus } from '../../domain/payout';
import type { PayoutAccountDetails, PayoutAccountStatus } from '../../domain/payout-account';

export type { DisputeOutcome, DisputeStatus, EarningsPeriod, PaymentKind, PaymentStatus, PayoutAccountStatus, PayoutStatus };

/** How the status shows one half of the price. */
export type HalfStatus = 'paid' | 'held_for_review' | 'refunded' | 'pending';

/** The contract amount as the fee policy splits it. */
export interface ContractFiguresBody {
  contractAmount: number;
  /** What the deposit paid beyond a lowered contract amount, refunded. */
  excessRefund: number;
  fee: { percentage: number; launchOffer: boolean; platformFee: number; creatorAmount: number };
}

/** The creator's share after settlement: the hold with its release date, and where the money is now. */
export interface PayoutBody {
  status: PayoutStatus;
  statusLabel: string;
  /** What the creator is asked to do, when anything. */
  action: string | null;
  amount: number;
  releasableAt: string;
  releasedAt: string | null;
  paidOutAt: string | null;
  dispute: { reason: string | null; openedAt: string; resolution: DisputeResolution | null; resolvedAt: string | null } | null;
}

/** A project's payment status, in the flat fields and per half. */
export interface PaymentStatusBody extends ContractFiguresBody {
  depositPaymentCompleted: boolean;
  finalPaymentCompleted: boolean;
  depositPaymentDate: string | null;
  finalPaymentDate: string | null;
  totalAmount: number;
  depositAmount: number;
  finalAmount: number;
  deposit: { amount: number; status: HalfStatus };
  final: { amount: number; status: HalfStatus };
  /** End of the hold on the creator's share, once settled. */
  releasableAt: string | null;
  payout: PayoutBody | null;
  /** A new contract amount one party proposed and the other has not confirmed yet; proposedBy is a user id. */
  proposedAmount: { amount: number; proposedBy: string; proposedAt: string | null } | null;
}

/** GET /payments/projects/{id}/status. */
export interface PaymentStatusAnswer {
  success: true;
  data: PaymentStatusBody;
}

/** One payment of a project. */
export interface PaymentHistoryItemBody {
  id: string;
  type: PaymentKind;
  status: PaymentStatus;
  amount: number;
  refundedAmount: number;
  method: PaymentMethod;
  provider: ProviderName;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
}

/** One booked movement of the project's money: what moved, how much, when, and between which kinds of account. */
export interface PaymentMovementBody {
  id: string;
  type: PostingKind;
  paymentId: string | null;
  amount: number;
  at: string;
  lines: Array<{ account: AccountKind; direction: 'debit' | 'credit'; amount: number }>;
}

/** A project's payments and the movements of its money. */
export interface PaymentHistoryBody {
  payments: PaymentHistoryItemBody[];
  movements: PaymentMovementBody[];
}

/** GET /payments/projects/{id}/history. */
export interface PaymentHistoryAnswer {
  success: true;
  data: PaymentHistoryBody;
}

/** POST /payments/projects/{id}/final: where to pay, or `completed` when the deposit already covered it all. */
export interface FinalPaymentAnswer {
  success: true;
  message?: string;
  data: FinalPaymentBody;
}

export interface FinalPaymentBody {
  paymentId: string | null;
  amount: number;
  checkoutUrl: string | null;
  clientSecret: string | null;
  publishableKey: string | null;
  completed: boolean;
}

/** A card payment's PaymentIntent: what the card dialog confirms, for the amount of the half it pays. */
export interface CardIntentBody {
  paymentId: string;
  clientSecret: string;
  /** Stripe's publishable key for a real intent; null on the simulated provider (its secret starts `sim_pi_`). */
  publishableKey: string | null;
  amount: number;
}

/** POST /payments/projects/{id}/initialize: the deposit's card dialog (the same intent for a repeated call). */
export interface CardIntentAnswer {
  success: true;
  data: CardIntentBody;
}

/**
 * POST /payments/simulate-payment/{projectId}/{deposit|final}: the simulated provider's outcome for one payment,
 * with the text for it; the payment's status as it is after the outcome was recorded.
 */
export interface SimulatedPaymentAnswer {
  success: true;
  message: string;
  data: { paymentId: string; projectId: string; status: PaymentStatus };
}

/** POST /payments/projects/{id}/dispute: the creator's share, held until an operator decides. */
/** A party or support in a dispute. */
export interface DisputePersonBody {
  id: string;
  role: 'bedrijf' | 'creator' | 'support';
}

export interface DisputeStatementBody {
  id: string;
  author: DisputePersonBody & { name: string };
  text: string;
  fileIds: string[];
  createdAt: string;
}

export interface DisputeDecisionBody {
  /** 1: the first decision (may be appealed); 2: the decision after an appeal. */
  round: 1 | 2;
  outcome: DisputeOutcome;
  outcomeLabel: string;
  /** The creator's part in euros, fee included; the rest of what the company paid goes back to it. */
  creatorAmount: number;
  note: string;
  decidedAt: string;
  /** Its money has moved (after the appeal window, or the decision after an appeal). */
  final: boolean;
}

export interface DisputeBody {
  id: string;
  projectId: string;
  projectTitle: string;
  status: DisputeStatus;
  statusLabel: string;
  openedBy: DisputePersonBody;
  reason: string;
  openedAt: string;
  parties: { company: string; creator: string };
  deadlines: { evidenceDueAt: string; responseDueAt: string; decisionDueAt: string; appealDueAt: string | null };
  statements: DisputeStatementBody[];
  /** The latest decision, null before the first. */
  decision: DisputeDecisionBody | null;
  appeal: { by: DisputePersonBody; reason: string; appealedAt: string } | null;
  /** What the caller may do now (false for support: the desk has its own calls). */
  actions: { addStatement: boolean; appeal: boolean; decide: boolean };
}

export interface DisputeAnswer {
  success: true;
  message?: string;
  data: { dispute: DisputeBody };
}

export interface DisputesAnswer {
  success: true;
  data: { disputes: DisputeBody[] };
}

export interface DisputeEvidenceBody {
  dispute: DisputeBody;
  /** What payments knows itself. */
  contractAmount: number | null;
  payments: PaymentHistoryItemBody[];
  /** What other contexts serve, by id and gateway path; payments does not copy their content. */
  references: { label: string; path: string }[];
}

export interface DisputeEvidenceAnswer {
  success: true;
  data: DisputeEvidenceBody;
}

export interface AmountChangeAnswer {
  success: true;
  message: string;
  data: ContractFiguresBody & {
    depositAmount: number;
    finalAmount: number;
    proposedAmount: number | null;
    proposedBy: string | null;
  };
}

/** GET /payments/terms: the standard fee, the creator's share and the hold, for texts that state them. */
export interface PaymentTermsAnswer {
  success: true;
  data: PaymentTermsBody;
}

/** The hold in words ('7 dagen') and in minutes. */
export interface PaymentTermsBody {
  feePercent: number;
  creatorSharePercent: number;
  holdMinutes: number;
  holdPeriod: string;
  /** The deposit's share of the budget, paid before the opdracht is published. */
  depositPercent: number;
  /** The launch offer: the first N companies pay no fee (the creator keeps 100%) for M months after registering. */
  launchOfferCompanies: number;
  launchOfferMonths: number;
}

/** A creator's earnings for a period: her share of each settled project, with the figures of the page. */
export interface EarningsBody {
  period: EarningsPeriod;
  overview: {
    totalEarnings: number;
    pendingPayments: number;
    thisMonth: number;
    lastMonth: number;
    averagePerProject: number;
    completedProjects: number;
  };
  transactions: Array<{
    id: string;
    projectId: string;
    projectTitle: string;
    invoice: string | null;
    invoiceId: string | null;
    company: string;
    amount: number;
    status: EarningStatus;
    date: string;
  }>;
  transactionCount: number;
  monthlyBreakdown: Array<{ month: string; projects: number; earnings: number; averagePerProject: number }>;
}

/** GET /payments/creator/earnings and GET /analytics/earnings (the same figures). */
export interface EarningsAnswer {
  success: true;
  data: EarningsBody;
}

/** One invoice or credit note of the caller, with where its PDF is served (with the token). */
export interface InvoiceBody {
  id: string;
  number: string;
  kind: InvoiceKind;
  title: string;
  projectId: string;
  projectTitle: string;
  amount: number;
  issuedAt: string;
  pdfUrl: string;
}

/** GET /payments/invoices. */
export interface InvoicesAnswer {
  success: true;
  data: { invoices: InvoiceBody[] };
}

/** POST /payments/projects/{id}/deposit: where to pay the deposit (the same checkout for a repeated key). */
export interface DepositStartedAnswer {
  success: true;
  data: { checkoutUrl: string; paymentId: string };
}

/** What a creator sees of her payout account (served under /users/me/stripe). */
export interface PayoutAccountBody {
  status: PayoutAccountStatus;
  statusLabel: string;
  accountDetails: PayoutAccountDetails | null;
  updatedAt: string | null;
}

/** GET /users/me/stripe/status, POST refresh and simulate-onboarding. */
export interface PayoutAccountAnswer {
  success: true;
  data: PayoutAccountBody;
}

/** POST /users/me/stripe/connect: where the creator completes her account. */
export interface OnboardingLinkAnswer {
  success: true;
  data: { onboardingUrl: string };
}

/** GET /payments/retention: the privacy page's period(s) of this context, in the kit's one shape. */
export type { RetentionAnswer, StatedRetention } from '../../../../kit/src/retention/retention-answer';
