import type Stripe from 'stripe';
import type { PayoutProviderEvent } from '../../domain/payout';

/**
 * Stripe's events about the creator's money after the release: `transfer.reversed` (the platform took a transfer
 * back) and, from the Connect endpoint, `payout.paid` / `payout.failed` of a connected account's bank payout
 * (`event.account` names the account). Null for every other event.
 */
export function payoutProviderEventOf(event: Stripe.Event): PayoutProviderEvent | null {
  const base = { id: event.id, provider: 'stripe' as const };
  switch (event.type) {
    case 'transfer.reversed':
      return { ...base, type: 'transfer_reversed', transferId: event.data.object.id };
    case 'payout.paid':
    case 'payout.failed': {
      if (!event.account) return null;
      const payout = event.data.object;
      return {
        ...base,
        type: event.type === 'payout.paid' ? 'paid_out' : 'payout_failed',
        accountId: event.account,
        createdAt: new Date(payout.created * 1000),
        failureCode: payout.failure_code ?? null,
      };
    }
    default:
      return null;
  }
}
