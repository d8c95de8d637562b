import { Inject, Injectable } from '@nestjs/common';
import { type AuthUser, UnitOfWork } from '@clipwerk/kit';
import { PayoutAccountRepository } from '../../infrastructure/persistence/payout-account.repository';
import { PAYOUT_ACCOUNT_PROVIDER, type PayoutAccountProvider } from '../ports/payout-account-provider';
import { publishPayoutAccountUpdated } from './payout-account-events';
import { assertCreator, payoutSetupFailed } from './payout-account-view';

/** Until the provider reports on a new account, any report of it is newer than what we hold. */
const NOT_OBSERVED_YET = new Date(0);

/**
 * POST /users/me/stripe/connect: opens the creator's account at the provider the first time, and answers the
 * address of its onboarding every time (to start, to continue, or to hand in what the provider asks for).
 * A new account is `restricted` until the provider reports otherwise: its onboarding is not finished.
 */
@Injectable()
export class ConnectPayoutAccountService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: PayoutAccountRepository,
    @Inject(PAYOUT_ACCOUNT_PROVIDER) private readonly provider: PayoutAccountProvider,
  ) {}

  async execute(caller: AuthUser): Promise<{ onboardingUrl: string }> {
    assertCreator(caller);
    const accountId = await this.uow.run(async (tx) => {
      await this.accounts.lockCreator(caller.id, tx.manager);
      const existing = await this.accounts.findByCreator(caller.id, tx.manager);
      if (existing?.provider === this.provider.name) return existing.providerAccountId;
      // No account yet, or one at a provider we no longer use (the simulator before Stripe was configured).
      const { accountId: opened } = await this.provider.createAccount(caller.id).catch((error: unknown) => {
        throw payoutSetupFailed(error);
      });
      const account = {
        creatorId: caller.id,
        provider: this.provider.name,
        providerAccountId: opened,
        status: 'restricted' as const,
      };
      const updatedAt = await this.accounts.replace({ ...account, observedAt: NOT_OBSERVED_YET }, tx.manager);
      await publishPayoutAccountUpdated(
        tx,
        { ...account, details: null, observedAt: NOT_OBSERVED_YET, updatedAt },
        existing?.status ?? 'not_connected',
      );
      return opened;
    });
    const onboardingUrl = await this.provider.onboardingUrl(accountId).catch((error: unknown) => {
      throw payoutSetupFailed(error);
    });
    return { onboardingUrl };
  }
}
