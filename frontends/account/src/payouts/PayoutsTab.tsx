import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, PayoutRule, errorMessage, useTermsText } from '@clipwerk/shell/sdk';
import { Alert, Badge, Button, Card, ErrorState, Icon, PageSpinner, type Tone } from '@clipwerk/ui';
import { type KnownPayoutStatus, PayoutTexts } from './messages';
import {
  PAYOUT_ACCOUNT_KEY,
  connectPayoutAccount,
  onboardingTarget,
  type PayoutAccount,
  refreshPayoutAccount,
  usePayoutAccount,
} from './payoutApi';

const QUERY_KEY = PAYOUT_ACCOUNT_KEY;

const TONES: Record<KnownPayoutStatus | 'unknown', Tone> = {
  not_connected: 'neutral',
  restricted: 'warning',
  pending: 'info',
  active: 'success',
  unknown: 'neutral',
};

function stateOf(status: string): KnownPayoutStatus | 'unknown' {
  return status in TONES && status !== 'unknown' ? (status as KnownPayoutStatus) : 'unknown';
}

function countryName(code: string | null): string {
  if (!code) return '–';
  try {
    return new Intl.DisplayNames(['nl'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Leaves for the provider's onboarding: our own test page inside the app, Stripe's hosted page outside it. */
function useStartOnboarding() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const onboardingUrl = await connectPayoutAccount();
    // The first connect opens the account (restricted until onboarding is done): read it again on return.
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    const target = onboardingTarget(onboardingUrl);
    if ('inApp' in target) navigate(target.inApp);
    else window.location.assign(target.external);
  };
}

/** The creator's payout account: its status, what it means, and the one next step. */
export function PayoutsTab() {
  const queryClient = useQueryClient();
  const startOnboarding = useStartOnboarding();
  const [busy, setBusy] = useState<'connect' | 'refresh' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const account = usePayoutAccount();
  const termsText = useTermsText();

  if (account.isLoading) return <PageSpinner />;
  if (account.error || !account.data) {
    return <ErrorState message={PayoutTexts.loadFailed} onRetry={() => account.refetch()} retrying={account.isRefetching} />;
  }

  async function connect() {
    setBusy('connect');
    setFailure(null);
    setNotice(null);
    try {
      await startOnboarding();
    } catch (error) {
      // The spec's one text for a failed setup; a refusal of ours (403) keeps its own words.
      setFailure(error instanceof ApiError && error.status === 403 ? errorMessage(error) : PayoutTexts.setupFailed);
      setBusy(null);
    }
  }

  async function refresh() {
    setBusy('refresh');
    setFailure(null);
    setNotice(null);
    try {
      queryClient.setQueryData<PayoutAccount>(QUERY_KEY, await refreshPayoutAccount());
      setNotice(PayoutTexts.refreshed);
    } catch {
      setFailure(PayoutTexts.setupFailed);
    } finally {
      setBusy(null);
    }
  }

  const state = stateOf(account.data.status);
  const texts = PayoutTexts.states[state];
  const details = account.data.accountDetails;
  const canRefresh = state !== 'not_connected';

  return (
    <Card>
      <div className="cw-stack" data-testid="payout-account" data-status={state}>
        <div className="cw-row" style={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
          <div className="cw-row" style={{ gap: 12 }}>
            <Icon name="bank" />
            <h2 style={{ margin: 0 }}>{texts.title}</h2>
          </div>
          <Badge tone={TONES[state]}>{texts.badge}</Badge>
        </div>
        <p className="cw-muted" style={{ margin: 0 }}>
          {texts.description}
        </p>
        {state === 'active' && details && (
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
            <dt className="cw-muted">{PayoutTexts.details.bank}</dt>
            <dd style={{ margin: 0 }}>{details.bankName ?? PayoutTexts.details.unknownBank}</dd>
            <dt className="cw-muted">{PayoutTexts.details.account}</dt>
            <dd style={{ margin: 0 }}>•••• {details.last4}</dd>
            <dt className="cw-muted">{PayoutTexts.details.country}</dt>
            <dd style={{ margin: 0 }}>{countryName(details.country)}</dd>
          </dl>
        )}
        {failure && <Alert tone="danger">{failure}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        <div className="cw-row" style={{ flexWrap: 'wrap', gap: 8 }}>
          <Button
            variant={state === 'active' || state === 'pending' ? 'secondary' : 'primary'}
            loading={busy === 'connect'}
            disabled={busy !== null}
            onClick={connect}
          >
            {texts.action}
          </Button>
          {canRefresh && (
            <Button variant="ghost" loading={busy === 'refresh'} disabled={busy !== null} onClick={refresh}>
              {PayoutTexts.refresh}
            </Button>
          )}
        </div>
        <p className="cw-muted cw-small" style={{ margin: 0 }}>
          {PayoutTexts.shareNote({
            share: termsText('{creatorSharePercent}'),
            companies: termsText('{launchOfferCompanies}'),
            months: termsText('{launchOfferMonths}'),
          })}{' '}
          <PayoutRule reader="creator" />
        </p>
      </div>
    </Card>
  );
}
