import type { PaymentHistory, PaymentStatus } from '../../application/get-payment-status/get-payment-status.service';
import type { AmountChange } from '../../application/change-contract-amount/change-contract-amount.service';
import type { StartedFinalPayment } from '../../application/start-final-payment/start-final-payment.service';
import { accountKind, type PostingKind } from '../../domain/ledger';
import { toEuros } from '../../domain/money';
import type { ContractFigures } from '../../domain/money-policy';
import { displayStatus } from '../../domain/payment';
import type { PaymentEntity } from '../../infrastructure/persistence/entities';
import type { ProjectLedgerTransaction } from '../../infrastructure/persistence/ledger.repository';
import type {
  AmountChangeAnswer,
  ContractFiguresBody,
  FinalPaymentAnswer,
  PaymentHistoryAnswer,
  PaymentHistoryItemBody,
  PaymentMovementBody,
  PaymentStatusBody,
} from './api.contract';
import { iso, isoOrNull, payoutView } from './payout.presenter';

/** The figures payments computed, in euros: screens show these, never their own arithmetic. */
function figures(figures: ContractFigures): ContractFiguresBody {
  return {
    contractAmount: toEuros(figures.contractCents),
    excessRefund: toEuros(figures.excessRefundCents),
    fee: {
      percentage: figures.feePercent,
      launchOffer: figures.launchOffer,
      platformFee: toEuros(figures.feeCents),
      creatorAmount: toEuros(figures.creatorCents),
    },
  };
}

/** A project's payment status in both readings the client uses (flat fields and deposit/final objects), in euros. */
export function paymentStatus(status: PaymentStatus): PaymentStatusBody {
  const { deposit, final, settlement } = status;
  const finalPaid = settlement !== null;
  return {
    depositPaymentCompleted: deposit?.status === 'paid',
    finalPaymentCompleted: finalPaid,
    depositPaymentDate: deposit?.status === 'paid' ? isoOrNull(deposit.paidAt) : null,
    finalPaymentDate: settlement ? iso(settlement.settledAt) : null,
    totalAmount: toEuros(status.figures.contractCents),
    depositAmount: toEuros(status.figures.depositCents),
    finalAmount: toEuros(status.figures.finalCents),
    deposit: { amount: toEuros(status.figures.depositCents), status: displayStatus(deposit?.status) },
    // Settled with nothing left to pay counts as paid too.
    final: { amount: toEuros(status.figures.finalCents), status: finalPaid ? 'paid' : displayStatus(final?.status) },
    ...figures(status.figures),
    releasableAt: isoOrNull(status.payout?.releasableAt ?? settlement?.releasableAt ?? null),
    payout: payoutView(status.payout),
    proposedAmount: status.proposal
      ? {
          amount: toEuros(status.proposal.amountCents),
          proposedBy: status.proposal.proposedBy,
          proposedAt: isoOrNull(status.proposal.proposedAt),
        }
      : null,
  };
}

export function paymentHistoryItem(payment: PaymentEntity): PaymentHistoryItemBody {
  return {
    id: payment.id,
    type: payment.kind,
    status: payment.status,
    amount: toEuros(payment.amountCents),
    refundedAmount: toEuros(payment.refundedCents),
    method: payment.method,
    provider: payment.provider,
    createdAt: iso(payment.createdAt),
    paidAt: isoOrNull(payment.paidAt),
    refundedAt: isoOrNull(payment.refundedAt),
  };
}

/** One booked movement of the project's money: what moved, how much, when, and to whom (the accounts' kinds). */
export function movementItem(movement: ProjectLedgerTransaction): PaymentMovementBody {
  const total = movement.lines.filter((line) => line.direction === 'debit').reduce((sum, line) => sum + line.amountCents, 0);
  return {
    id: movement.id,
    // The ledger is written only with posting kinds; its rows read back as text.
    type: movement.kind as PostingKind,
    paymentId: movement.paymentId,
    amount: toEuros(total),
    at: iso(movement.createdAt),
    lines: movement.lines.map((line) => ({
      account: accountKind(line.account),
      direction: line.direction,
      amount: toEuros(line.amountCents),
    })),
  };
}

export function paymentHistory(history: PaymentHistory): PaymentHistoryAnswer['data'] {
  return { payments: history.payments.map(paymentHistoryItem), movements: history.movements.map(movementItem) };
}

export function startedFinalPayment(started: StartedFinalPayment): FinalPaymentAnswer['data'] {
  return {
    paymentId: started.paymentId,
    amount: toEuros(started.amountCents),
    checkoutUrl: started.checkoutUrl,
    clientSecret: started.clientSecret,
    publishableKey: started.publishableKey,
    completed: started.completed,
  };
}

export function amountChange(change: AmountChange): AmountChangeAnswer['data'] {
  return {
    ...figures(change.money.figures),
    depositAmount: toEuros(change.money.figures.depositCents),
    finalAmount: toEuros(change.money.figures.finalCents),
    proposedAmount: change.proposedAmountCents === null ? null : toEuros(change.proposedAmountCents),
    proposedBy: change.proposedBy,
  };
}
