import type Stripe from 'stripe';
import type { PayoutAccountProvider } from '../../application/ports/payout-account-provider';
import type {
  PayoutAccountDetails,
  PayoutAccountEvent,
  PayoutAccountSnapshot,
  PayoutAccountStatus,
} from '../../domain/payout-account';
import { payoutReturnUrl } from './payout-urls';

/** Disabled reasons that mean "the provider is still checking", not "the creator must do something". */
const BEING_VERIFIED = new Set(['requirements.pending_verification', 'under_review']);

/**
 * Our status of a Stripe Connect account:
 * - active once payouts are enabled and the transfers capability is active;
 * - restricted while onboarding is not finished, information is due or past due, or the account is disabled
 *   for any reason other than a running verification;
 * - pending otherwise (everything handed in, Stripe verifies).
 */
export function payoutStatusOfStripeAccount(account: Stripe.Account): PayoutAccountStatus {
  const requirements = account.requirements;
  const disabledReason = requirements?.disabled_reason ?? null;
  if (account.payouts_enabled && account.capabilities?.transfers === 'active' && !disabledReason) return 'active';
  if (disabledReason && BEING_VERIFIED.has(disabledReason)) return 'pending';
  if (!account.details_submitted) return 'restricted';
  if (disabledReason) return 'restricted';
  if ((requirements?.currently_due?.length ?? 0) > 0 || (requirements?.past_due?.length ?? 0) > 0) return 'restricted';
  return 'pending';
}

/** The bank account payouts go to: the default one for euros, else the first bank account on file. */
export function payoutDetailsOfStripeAccount(account: Stripe.Account): PayoutAccountDetails | null {
  const banks = (account.external_accounts?.data ?? []).filter(
    (external): external is Stripe.BankAccount => external.object === 'bank_account',
  );
  const bank = banks.find((b) => b.default_for_currency && b.currency === 'eur') ?? banks[0];
  if (!bank?.last4) return null;
  return { last4: bank.last4, bankName: bank.bank_name ?? null, country: bank.country ?? null };
}

export function payoutSnapshotOfStripeAccount(account: Stripe.Account, observedAt: Date): PayoutAccountSnapshot {
  return {
    status: payoutStatusOfStripeAccount(account),
    details: payoutDetailsOfStripeAccount(account),
    observedAt,
  };
}

/** `account.updated` as a provider event; its time is the event's creation time at Stripe. */
export function payoutAccountEventOf(event: Stripe.Event): PayoutAccountEvent | null {
  if (event.type !== 'account.updated') return null;
  const account = event.data.object;
  return { id: event.id, accountId: account.id, ...payoutSnapshotOfStripeAccount(account, new Date(event.created * 1000)) };
}

/**
 * Stripe Connect Express accounts in the Netherlands, able to receive transfers. The account is opened with an
 * idempotency key per creator, so a retried connect never opens a second account at Stripe.
 */
export class StripePayoutAccountProvider implements PayoutAccountProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly publicUrl: string,
  ) {}

  async createAccount(creatorId: string): Promise<{ accountId: string }> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'NL',
        capabilities: { transfers: { requested: true } },
        metadata: { creator_id: creatorId },
      },
      { idempotencyKey: `payout-account:${creatorId}` },
    );
    return { accountId: account.id };
  }

  async onboardingUrl(accountId: string): Promise<string> {
    const back = payoutReturnUrl(this.publicUrl);
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: back,
      return_url: back,
    });
    return link.url;
  }

  async readAccount(accountId: string): Promise<PayoutAccountSnapshot> {
    const observedAt = new Date();
    return payoutSnapshotOfStripeAccount(await this.stripe.accounts.retrieve(accountId), observedAt);
  }
}
