import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '@clipwerk/kit';
import { PayoutAccountRepository } from '../../infrastructure/persistence/payout-account.repository';
import { PAYOUT_ACCOUNT_PROVIDER, type PayoutAccountProvider } from '../ports/payout-account-provider';
import { assertCreator, type PayoutAccountView, payoutSetupFailed, viewOf } from './payout-account-view';
import { RecordPayoutAccountEventService } from './record-payout-account-event.service';

/**
 * POST /users/me/stripe/refresh: re-reads the account at the provider (a webhook may be late or lost) and
 * applies what it says through the same path as `account.updated`, then answers the status.
 */
@Injectable()
export class RefreshPayoutAccountService {
  constructor(
    private readonly accounts: PayoutAccountRepository,
    private readonly record: RecordPayoutAccountEventService,
    @Inject(PAYOUT_ACCOUNT_PROVIDER) private readonly provider: PayoutAccountProvider,
  ) {}

  async execute(caller: AuthUser): Promise<PayoutAccountView> {
    assertCreator(caller);
    const account = await this.accounts.findByCreator(caller.id);
    if (!account || account.provider !== this.provider.name) return viewOf(account);
    const snapshot = await this.provider.readAccount(account.providerAccountId).catch((error: unknown) => {
      throw payoutSetupFailed(error);
    });
    if (snapshot) {
      const id = `refresh:${account.providerAccountId}:${snapshot.observedAt.getTime()}`;
      await this.record.execute(this.provider.name, { id, accountId: account.providerAccountId, ...snapshot });
    }
    return viewOf(await this.accounts.findByCreator(caller.id));
  }
}
