// The payments answers this remote reads (services/payments presenters); projects' come from its contract.
// Money always arrives in euros, computed by the server.

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
