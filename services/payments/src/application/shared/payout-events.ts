import type { Transaction } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import type { PayoutRow } from '../../infrastructure/persistence/payout.repository';

/** The payout's events, in the transaction that made the change; keyed by the project, like its payments. */
export async function publishPayoutReleased(
  tx: Transaction,
  payout: PayoutRow,
  release: { provider: string; transferId: string; releasedAt: Date },
): Promise<void> {
  await tx.publish(PaymentEvents.PayoutReleased, payout.projectId, {
    payoutId: payout.id,
    projectId: payout.projectId,
    creatorId: payout.creatorId,
    amountCents: BigInt(payout.amountCents),
    provider: release.provider,
    transferId: release.transferId,
    transferGroup: payout.transferGroup,
    releasedAt: release.releasedAt.toISOString(),
  });
}

export async function publishPayoutWaiting(
  tx: Transaction,
  payout: PayoutRow,
  accountStatus: string,
  since: Date,
): Promise<void> {
  await tx.publish(PaymentEvents.PayoutWaiting, payout.projectId, {
    payoutId: payout.id,
    projectId: payout.projectId,
    creatorId: payout.creatorId,
    amountCents: BigInt(payout.amountCents),
    payoutAccountStatus: accountStatus,
    waitingSince: since.toISOString(),
  });
}
