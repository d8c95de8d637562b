import { createHash } from 'node:crypto';
import type { PayoutAccountProvider } from '../../application/ports/payout-account-provider';
import { simulatedOnboardingUrl } from './payout-urls';

/**
 * The embedded default: no bank is involved. The onboarding address is the web client's Dutch onboarding page,
 * which asks for an IBAN and the account holder and completes through POST /api/users/me/stripe/simulate-onboarding.
 */
export class SimulatedPayoutAccountProvider implements PayoutAccountProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly publicUrl: string) {}

  /** One account per creator, derived from the creator id, so a retry names the same account. */
  async createAccount(creatorId: string): Promise<{ accountId: string }> {
    return { accountId: `sim_acct_${createHash('sha256').update(creatorId).digest('hex').slice(0, 16)}` };
  }

  async onboardingUrl(accountId: string): Promise<string> {
    return simulatedOnboardingUrl(this.publicUrl, accountId);
  }

  /** Our table is all the simulator knows: there is nothing else to re-read. */
  async readAccount(): Promise<null> {
    return null;
  }
}
