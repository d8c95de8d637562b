/** The creator's payouts tab in the profile: where every onboarding returns to. */
export function payoutReturnUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/profile?tab=uitbetalingen`;
}

/** The web client's onboarding page of the simulated provider, for one account. */
export function simulatedOnboardingUrl(publicUrl: string, accountId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/payout-onboarding?account=${encodeURIComponent(accountId)}`;
}
