import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import { Badge, Card, buttonClass } from '@clipwerk/ui';
import type { CreatorStatsBody, MyStatsAnswer } from '@clipwerk/contracts/identity';
import { usePayoutAccount } from '../payouts/payoutApi';
import { ONBOARDING_TEXTS, onboardingSteps } from './onboarding';

/** A new creator's checklist on her dashboard; gone once every step is done. */
export function CreatorOnboarding() {
  const payout = usePayoutAccount();
  const stats = useQuery({
    queryKey: ['profile', 'stats'],
    queryFn: async () => (await api.get<MyStatsAnswer>('/users/me/stats')).stats as CreatorStatsBody,
  });
  const steps = onboardingSteps(payout.data, stats.data);
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <Card title={ONBOARDING_TEXTS.title} aria-label={ONBOARDING_TEXTS.title} style={{ marginBottom: '1.5rem' }}>
      <p className="cw-muted">
        {ONBOARDING_TEXTS.lead} {ONBOARDING_TEXTS.progress(done, steps.length)}.
      </p>
      <ol className="cw-list">
        {steps.map((step) => (
          <li key={step.id} data-step={step.id} data-done={step.done}>
            <div>
              <div className="cw-list__title">
                <span aria-hidden="true">{step.done ? '✓ ' : '○ '}</span>
                {step.title}
              </div>
              <div className="cw-list__meta">{step.hint}</div>
            </div>
            {step.done ? (
              <Badge tone="success">{ONBOARDING_TEXTS.done}</Badge>
            ) : (
              <Link to={step.to} className={buttonClass('secondary', 'sm')}>
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
