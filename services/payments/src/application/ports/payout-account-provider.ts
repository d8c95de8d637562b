import type { ProviderName } from '../../domain/payment';
import type { PayoutAccountSnapshot } from '../../domain/payout-account';

/**
 * Where a creator's bank account is connected. Two adapters, chosen with the payment provider: Stripe Connect
 * (an Express account and its hosted onboarding) and the simulated provider (our own onboarding page). A change
 * of an account comes back as a provider event (application/payout-account/record-payout-account-event), never
 * as a return value, so Stripe's `account.updated` and the simulator take the same path.
 */
export interface PayoutAccountProvider {
  readonly name: ProviderName;
  /** Opens an account for the creator; the same creator always gets the same account (idempotent). */
  createAccount(creatorId: string): Promise<{ accountId: string }>;
  /** The address of the provider's onboarding for this account, returning to the profile's payouts tab. */
  onboardingUrl(accountId: string): Promise<string>;
  /** The account as the provider sees it now; null when there is nothing to re-read (the simulator). */
  readAccount(accountId: string): Promise<PayoutAccountSnapshot | null>;
}

export const PAYOUT_ACCOUNT_PROVIDER = Symbol('PAYOUT_ACCOUNT_PROVIDER');
