import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, EmptyState, Icon, TextField, buttonClass } from '@clipwerk/ui';
import { PayoutTexts } from './messages';
import { completeTestOnboarding, PAYOUTS_TAB } from './payoutApi';

const T = PayoutTexts.onboarding;
const PROFILE = `/profile?tab=${PAYOUTS_TAB}`;

/**
 * The simulated provider's onboarding (no bank is involved): an IBAN and the account holder. The server checks
 * the IBAN and answers in Dutch per field; on success the payout account is active and we go back to the tab.
 */
export default function PayoutOnboardingScreen() {
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<{ iban?: string; accountHolderName?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  if (!account) {
    return (
      <div className="cw-container cw-page">
        <EmptyState
          icon={<Icon name="bank" />}
          title={T.missingTitle}
          description={T.missingText}
          action={
            <Link className={buttonClass('primary')} to={PROFILE}>
              {T.toProfile}
            </Link>
          }
        />
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(iban.trim() ? {} : { iban: T.required }),
      ...(holder.trim() ? {} : { accountHolderName: T.required }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await completeTestOnboarding(account, iban, holder);
      await queryClient.invalidateQueries({ queryKey: ['account', 'payout-account'] });
      notify(T.done, { tone: 'success' });
      navigate(PROFILE, { replace: true });
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : [];
      const byField = Object.fromEntries(fields.map((problem) => [problem.field, problem.message]));
      setErrors(fields.length > 0 ? byField : { form: errorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <div className="cw-container cw-page" style={{ maxWidth: 520 }}>
      <Card>
        <form className="cw-stack" onSubmit={submit} noValidate>
          <div className="cw-alert cw-alert--info" role="note">
            <span>
              <strong>{T.banner}</strong> · {T.bannerText}
            </span>
          </div>
          <h1 className="cw-row" style={{ gap: 12, margin: 0, fontSize: '1.6rem' }}>
            <Icon name="bank" />
            {T.title}
          </h1>
          <p className="cw-muted" style={{ margin: 0 }}>
            {T.intro}
          </p>
          <TextField
            label={T.iban}
            hint={T.ibanHint}
            value={iban}
            onChange={(event) => setIban(event.target.value)}
            error={errors.iban}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <TextField
            label={T.holder}
            hint={T.holderHint}
            value={holder}
            onChange={(event) => setHolder(event.target.value)}
            error={errors.accountHolderName}
            autoComplete="name"
            required
          />
          {errors.form && <Alert tone="danger">{errors.form}</Alert>}
          <div className="cw-row" style={{ gap: 8 }}>
            <Button type="submit" loading={busy} disabled={busy}>
              {T.submit}
            </Button>
            <Link className={buttonClass('ghost')} to={PROFILE}>
              {T.cancel}
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
