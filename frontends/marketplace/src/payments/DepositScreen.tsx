import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, PageSpinner, StatusBadge, buttonClass, formatEuro } from '@clipwerk/ui';
import { useProjectDetail } from '../projects/ProjectDetailScreen';
import { PaymentLoadFailure } from './PaymentLoadFailure';
import { TEXTS } from '../shared/texts';
import { checkoutTarget, fetchPaymentStatus, newIdempotencyKey, startDeposit } from './paymentsApi';
import '../styles.css';

const AFTER_PAYMENT = [
  'Je opdracht wordt zichtbaar voor creators',
  'Creators kunnen voorstellen versturen',
  'Je kiest de creator die het best past',
  'Het werk kan beginnen',
];

export default function DepositScreen() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const project = useProjectDetail(projectId);
  const status = useQuery({
    queryKey: ['marketplace', 'payment-status', projectId],
    queryFn: () => fetchPaymentStatus(projectId),
  });
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keyRef = useRef<string>(newIdempotencyKey());

  if (project.isLoading || status.isLoading) return <PageSpinner label="Betaalgegevens laden..." />;
  if (project.error || status.error || !project.data || !status.data) {
    const missing = [project.error, status.error].some((e) => e instanceof ApiError && (e.status === 404 || e.status === 403));
    return (
      <PaymentLoadFailure
        missing={missing}
        message={'De betaalgegevens konden niet worden geladen.'}
        onRetry={() => {
          project.refetch();
          status.refetch();
        }}
      />
    );
  }

  const { project: item } = project.data;
  const payment = status.data;
  const paid = payment.depositPaymentCompleted || payment.deposit?.status === 'paid';
  const waiting = item.status === 'awaiting_deposit' && !paid;

  async function pay() {
    setStarting(true);
    setFailure(null);
    try {
      const { checkoutUrl } = await startDeposit(projectId, keyRef.current);
      const target = checkoutTarget(checkoutUrl);
      if ('inApp' in target) navigate(target.inApp);
      else window.location.assign(target.external);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        await Promise.all([status.refetch(), project.refetch()]);
      }
      setFailure(errorMessage(error, TEXTS.paymentStartFailed));
      keyRef.current = newIdempotencyKey();
      setStarting(false);
    }
  }

  return (
    <div className="cw-container cw-page mk-narrow">
      <header className="cw-page__header">
        <div>
          <span className="cw-eyebrow">Aanbetaling</span>
          <h1>{paid ? TEXTS.depositPaid : 'Betaal de aanbetaling'}</h1>
          <p className="cw-page__lead">{item.title}</p>
        </div>
        <StatusBadge kind="payment" status={waiting ? 'due' : 'paid'} />
      </header>

      {paid ? (
        <Card>
          <div className="mk-paid">
            <div className="mk-paid__icon" aria-hidden="true">
              ✓
            </div>
            <p>
              De aanbetaling van {formatEuro(payment.depositAmount)} is ontvangen. Je opdracht staat live op de marktplaats en
              creators kunnen reageren.
            </p>
            <div className="cw-row" style={{ justifyContent: 'center' }}>
              <Link className={buttonClass('primary')} to="/my-projects">
                Naar mijn opdrachten
              </Link>
              <Link className={buttonClass('secondary')} to="/projects">
                Bekijk de marktplaats
              </Link>
            </div>
          </div>
        </Card>
      ) : (
        <div className="mk-pay-grid">
          <Card title="Overzicht">
            <dl className="mk-amounts">
              <div>
                <dt>Totaal budget</dt>
                <dd>{formatEuro(payment.totalAmount)}</dd>
              </div>
              <div className="mk-amounts__now">
                <dt>Aanbetaling (nu)</dt>
                <dd>{formatEuro(payment.depositAmount)}</dd>
              </div>
              <div>
                <dt>
                  Restbedrag <span className="cw-muted cw-small">Na goedkeuring content</span>
                </dt>
                <dd>{formatEuro(payment.finalAmount)}</dd>
              </div>
            </dl>
            {failure && <Alert tone="danger">{failure}</Alert>}
            <Button size="lg" block loading={starting} onClick={pay} className="mk-ideal">
              Betaal met iDEAL
            </Button>
            <p className="cw-muted cw-small" style={{ marginTop: '0.75rem', marginBottom: 0 }}>
              Je wordt doorgestuurd naar een beveiligde betaalpagina. Daarna kom je hier terug.
            </p>
          </Card>
          <Card title="Wat gebeurt er na de betaling?">
            <ol className="mk-after">
              {AFTER_PAYMENT.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </Card>
        </div>
      )}
    </div>
  );
}
