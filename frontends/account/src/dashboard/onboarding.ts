// A new creator's first steps, each ticked off by what its owning context says: payments for the payout account,
// identity for the profile's completeness and the portfolio.
import type { CreatorStatsBody } from '@clipwerk/contracts/identity';
import type { PayoutAccountBody } from '@clipwerk/contracts/payments';
import { PAYOUTS_TAB } from '../payouts/payoutApi';

export interface OnboardingStep {
  id: 'payout' | 'profile' | 'portfolio';
  title: string;
  /** What is still to do, or what the owning context says about it. */
  hint: string;
  done: boolean;
  to: string;
  action: string;
}

export const ONBOARDING_TEXTS = {
  title: 'Aan de slag',
  lead: 'Rond deze stappen af, dan kunnen bedrijven je vinden en krijg je je geld.',
  progress: (done: number, total: number) => `${done} van ${total} stappen klaar`,
  done: 'Klaar',
} as const;

/** The steps, or null while a context has not answered (the checklist waits rather than guessing). */
export function onboardingSteps(
  payout: Pick<PayoutAccountBody, 'status' | 'statusLabel'> | undefined,
  stats: Pick<CreatorStatsBody, 'profileCompleteness' | 'missingProfileFields' | 'portfolioItems'> | undefined,
): OnboardingStep[] | null {
  if (!payout || !stats) return null;
  const profileMissing = stats.missingProfileFields.filter((field) => field !== 'portfolio');
  return [
    {
      id: 'payout',
      title: 'Koppel je uitbetalingsrekening',
      hint:
        payout.status === 'active'
          ? 'Je rekening is gekoppeld.'
          : payout.status === 'not_connected'
            ? 'Zonder gekoppelde rekening kunnen we je niet uitbetalen.'
            : `Status: ${payout.statusLabel}.`,
      done: payout.status === 'active',
      to: `/profile?tab=${PAYOUTS_TAB}`,
      action: payout.status === 'not_connected' ? 'Rekening koppelen' : 'Bekijk je rekening',
    },
    {
      id: 'profile',
      title: 'Vul je profiel aan',
      hint: `Je profiel is voor ${stats.profileCompleteness}% compleet.`,
      done: profileMissing.length === 0,
      to: '/profile',
      action: 'Profiel aanvullen',
    },
    {
      id: 'portfolio',
      title: 'Laat je werk zien in je portfolio',
      hint: stats.portfolioItems > 0 ? 'Je portfolio staat online.' : 'Bedrijven kiezen sneller met voorbeelden van je werk.',
      done: stats.portfolioItems > 0,
      to: '/profile?tab=portfolio',
      action: 'Portfolio vullen',
    },
  ];
}
