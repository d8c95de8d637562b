// Calls of the payout account (served by payments under /users/me/stripe).
import { useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { OnboardingLinkAnswer, PayoutAccountAnswer, PayoutAccountBody } from '@clipwerk/contracts/payments';

export const ONBOARDING_PATH = '/payout-onboarding';
export const PAYOUTS_TAB = 'uitbetalingen';

export type PayoutAccount = PayoutAccountBody;

export async function fetchPayoutAccount(): Promise<PayoutAccount> {
  return (await api.get<PayoutAccountAnswer>('/users/me/stripe/status')).data;
}

/** One query of her payout account for every screen that shows it, so a change shows everywhere. */
export const PAYOUT_ACCOUNT_KEY = ['account', 'payout-account'];

export const usePayoutAccount = () => useQuery({ queryKey: PAYOUT_ACCOUNT_KEY, queryFn: fetchPayoutAccount });

export async function refreshPayoutAccount(): Promise<PayoutAccount> {
  return (await api.post<PayoutAccountAnswer>('/users/me/stripe/refresh')).data;
}

export async function connectPayoutAccount(): Promise<string> {
  return (await api.post<OnboardingLinkAnswer>('/users/me/stripe/connect')).data.onboardingUrl;
}

export async function completeTestOnboarding(account: string, iban: string, accountHolderName: string): Promise<PayoutAccount> {
  const answer = await api.post<PayoutAccountAnswer>('/users/me/stripe/simulate-onboarding', {
    account,
    iban,
    accountHolderName,
  });
  return answer.data;
}

/** Our own test onboarding is a page of this web client: open it inside the app (same origin, same session). */
export function onboardingTarget(
  onboardingUrl: string,
  here: string = window.location.href,
): { inApp: string } | { external: string } {
  const url = new URL(onboardingUrl, here);
  if (url.origin === new URL(here).origin && url.pathname === ONBOARDING_PATH) return { inApp: `${url.pathname}${url.search}` };
  return { external: url.href };
}
