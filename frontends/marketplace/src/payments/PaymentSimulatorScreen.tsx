import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, usePaymentStatus, useRefreshPaymentStatus } from '@clipwerk/shell/sdk';
import { Alert, Button, EmptyState, Icon, buttonClass, formatEuro } from '@clipwerk/ui';
import { paymentKindOf, simulatePayment } from './paymentsApi';
import '../styles.css';

/** The simulated checkout of the payments service (services/payments/README.md): no real money moves here. */
export default function PaymentSimulatorScreen() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id') ?? '';
  const projectId = params.get('project_id') ?? '';
  const kind = paymentKindOf(params);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'paid' | 'cancelled' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refreshPaymentStatus = useRefreshPaymentStatus();
  const status = usePaymentStatus(projectId, Boolean(projectId));

  if (!paymentId || !projectId) {
    return (
      <div className="cw-container cw-page">
        <EmptyState
          icon={<Icon name="euro" />}
          title="Geen betaling gevonden"
          description="Deze pagina opent vanuit de betaalpagina van een opdracht."
          action={
            <Link className={buttonClass('primary')} to="/my-projects">
              Naar mijn opdrachten
            </Link>
          }
        />
      </div>
    );
  }

  async function finish(outcome: 'paid' | 'cancelled') {
    setBusy(outcome);
    setFailure(null);
    try {
      await simulatePayment(projectId, kind, paymentId, outcome);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['marketplace'] }), refreshPaymentStatus(projectId)]);
      const project = encodeURIComponent(projectId);
      // The pages a provider returns to, as Stripe would send the payer there: the final half names its kind.
      const kindParam = kind === 'final' ? '&kind=final' : '';
      navigate(
        outcome === 'paid'
          ? `/payment-success?session_id=${encodeURIComponent(paymentId)}&project_id=${project}${kindParam}`
          : `/payment-cancel?project_id=${project}${kindParam}`,
        { replace: true },
      );
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(null);
    }
  }

  return (
    <div className="mk-simulator">
      <div className="mk-simulator__card cw-card">
        <div className="mk-simulator__banner" role="note">
          <strong>Testbetaalomgeving</strong> · Er wordt geen echt geld afgeschreven.
        </div>
        <div className="mk-simulator__body">
          <div className="mk-simulator__brand" aria-hidden="true">
            <span className="mk-ideal-mark">iDEAL</span>
          </div>
          <h1>Testbetaling</h1>
          <p className="cw-muted">Kies hoe deze betaling afloopt. Zo probeer je de hele betaalstroom uit zonder bank.</p>
          <dl className="mk-amounts">
            <div className="mk-amounts__now">
              <dt>{kind === 'final' ? 'Eindbetaling' : 'Aanbetaling'}</dt>
              <dd>{status.data ? formatEuro(kind === 'final' ? status.data.finalAmount : status.data.depositAmount) : '…'}</dd>
            </div>
            <div>
              <dt>Ontvanger</dt>
              <dd>Clipwerk (test)</dd>
            </div>
          </dl>
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div className="mk-simulator__actions">
            <Button size="lg" block loading={busy === 'paid'} disabled={busy !== null} onClick={() => finish('paid')}>
              Betalen
            </Button>
            <Button
              size="lg"
              block
              variant="secondary"
              loading={busy === 'cancelled'}
              disabled={busy !== null}
              onClick={() => finish('cancelled')}
            >
              Annuleren
            </Button>
          </div>
          <p className="cw-muted cw-small" style={{ margin: 0 }}>
            Betaling {paymentId.slice(0, 8)} · alleen voor testen
          </p>
        </div>
      </div>
    </div>
  );
}
