import { Messages } from '../../domain/messages';
import { toEuros } from '../../domain/money';
import type { PayoutStatus } from '../../domain/payout';
import type { PayoutRow } from '../../infrastructure/persistence/payout.repository';

/** What the creator is asked to do, for the states that need her. */
const ACTIONS: Partial<Record<PayoutStatus, string>> = {
  waiting_for_account: Messages.payoutWaitingForAccount,
  failed: Messages.payoutFailedAction,
};

/** The creator's share after settlement: the hold with its release date, and where the money is now. */
export function payoutView(payout: PayoutRow | null) {
  if (!payout) return null;
  return {
    status: payout.status,
    statusLabel: Messages.payoutStatus[payout.status],
    action: ACTIONS[payout.status] ?? null,
    amount: toEuros(payout.amountCents),
    releasableAt: payout.releasableAt,
    releasedAt: payout.releasedAt,
    paidOutAt: payout.paidOutAt,
    dispute: payout.disputedAt
      ? {
          reason: payout.disputeReason,
          openedAt: payout.disputedAt,
          resolution: payout.disputeResolution,
          resolvedAt: payout.disputeResolvedAt,
        }
      : null,
  };
}
