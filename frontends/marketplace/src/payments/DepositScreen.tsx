import { useParams } from 'react-router-dom';
import { ApiError, usePaymentStatus } from '@clipwerk/shell/sdk';
import { Alert, Card, PageSpinner, StatusBadge, formatEuro } from '@clipwerk/ui';
import { useProjectDetail } from '../projects/useProjectDetail';
import { PaymentLoadFailure } from './PaymentLoadFailure';
import { TEXTS } from '../shared/texts';
import { CardPaymentDialog } from './CardPaymentDialog';
import { PaymentMethodButtons } from './PaymentMethodButtons';
import { useDepositPayment } from './useDepositPayment';
import { DepositPaidLinks } from './PaymentOutcomeParts';
import '../styles.css';

const AFTER_PAYMENT = [
  'Je opdracht wordt zichtbaar voor creators',
  'Creators kunnen voorstellen versturen',
  'Je kiest de creator die het best past',
  'Het werk kan beginnen',
];

export default function DepositScreen() {
  const { projectId = '' } = useParams();
  const project = useProjectDetail(projectId);
  const status = usePaymentStatus(projectId);
  const deposit = useDepositPayment(projectId, () => Promise.all([status.refetch(), project.refetch()]));

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
              <DepositPaidLinks />
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
            {deposit.failure && <Alert tone="danger">{deposit.failure}</Alert>}
            <PaymentMethodButtons starting={deposit.starting} onChoose={deposit.pay} />
            <p className="cw-muted cw-small" style={{ marginTop: '0.75rem', marginBottom: 0 }}>
              Met iDEAL ga je naar een beveiligde betaalpagina en kom je daarna hier terug; een kaart betaal je hier.
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
      <CardPaymentDialog payment={deposit.card} onPaid={deposit.cardPaid} onClose={deposit.closeCard} />
    </div>
  );
}
