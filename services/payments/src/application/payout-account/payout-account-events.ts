import type { Transaction } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import type { PayoutAccountStatus } from '../../domain/payout-account';
import type { PayoutAccountRow } from '../../infrastructure/persistence/payout-account.repository';

/** PayoutAccountUpdated, in the transaction that changed the account; keyed by the creator. */
export async function publishPayoutAccountUpdated(
  tx: Transaction,
  account: PayoutAccountRow,
  previousStatus: PayoutAccountStatus,
): Promise<void> {
  await tx.publish(
    PaymentEvents.PayoutAccountUpdated,
    account.creatorId,
    {
      creatorId: account.creatorId,
      provider: account.provider,
      providerAccountId: account.providerAccountId,
      status: account.status,
      previousStatus,
      last4: account.details?.last4 ?? '',
      bankName: account.details?.bankName ?? '',
      country: account.details?.country ?? '',
      updatedAt: account.updatedAt.toISOString(),
    },
    account.creatorId,
  );
}
