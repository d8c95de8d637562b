import { Messages } from '../../domain/messages';
import { toEuros } from '../../domain/money';
import type { PayoutStatus } from '../../domain/payout';
import type { PayoutRow } from '../../infrastructure/persistence/payout.repository';
import type { PayoutBody } from './api.contract';

/** A moment as it travels (what JSON makes of a Date, said in the type). */
export const iso = (moment: Date | string) => new Date(moment).toISOString();
export const isoOrNull = (moment: Date | string | null) => (moment === null ? null : iso(moment));

/** What the creator is asked to do, for the states that need her. */
const ACTIONS: Partial<Record<PayoutStatus, string>> = {
  waiting_for_account: Messages.payoutWaitingForAccount,
  failed: Messages.payoutFailedAction,
};

/** The creator's share after settlement: the hold with its release date, and where the money is now. */
export function payoutView(payout: PayoutRow): PayoutBody;
export function payoutView(payout: PayoutRow | null): PayoutBody | null;
export function payoutView(payout: PayoutRow | null): PayoutBody | null {
  if (!payout) return null;
  return {
    status: payout.status,
    statusLabel: Messages.payoutStatus[payout.status],
    action: ACTIONS[payout.status] ?? null,
    amount: toEuros(payout.amountCents),
    releasableAt: iso(payout.releasableAt),
    releasedAt: isoOrNull(payout.releasedAt),
    paidOutAt: isoOrNull(payout.paidOutAt),
    dispute: payout.disputedAt
      ? {
          reason: payout.disputeReason,
          openedAt: iso(payout.disputedAt),
          resolution: payout.disputeResolution,
          resolvedAt: isoOrNull(payout.disputeResolvedAt),
        }
      : null,
  };
}
