import { Navigate, useParams } from 'react-router-dom';
import { ApiError } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, Modal, PageSpinner, StatusBadge, finalPaymentState, formatEuro } from '@clipwerk/ui';
import { PaymentLoadFailure } from './PaymentLoadFailure';
import { TEXTS } from '../shared/texts';
import { CardPaymentDialog } from './CardPaymentDialog';
import { PaymentMethodButtons } from './PaymentMethodButtons';
import { DeliveredContent, FinalFigures, FinalPaid } from './FinalPaymentParts';
import { useFinalPayment } from './useFinalPayment';
import '../styles.css';

export default function FinalPaymentScreen() {
  const { projectId = '' } = useParams();
  const final = useFinalPayment(projectId);
  const { project, status, confirming, setConfirming } = final;

  if (final.loading) return <PageSpinner label="Betaalgegevens laden..." />;
  if (project.data && !project.data.isOwner) return <Navigate to="/dashboard" replace />;
  if (project.error || status.error || !project.data || !status.data) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return <PaymentLoadFailure missing={missing} message={TEXTS.finalPaymentLoadFailed} onRetry={final.retry} />;
  }

  const { project: item } = project.data;
  const payment = status.data;
  const paid = payment.finalPaymentCompleted;
  const payable = item.status === 'approved' && !paid;

  return (
    <div className="cw-container cw-page mk-narrow">
      <header className="cw-page__header">
        <div>
          <span className="cw-eyebrow">Eindbetaling</span>
          <h1>{paid ? TEXTS.finalPaymentDone : TEXTS.finalPaymentRequired}</h1>
          <p className="cw-page__lead">{item.title}</p>
        </div>
        <StatusBadge kind="payment" status={finalPaymentState(item.status, paid)} />
      </header>

      {paid ? (
        <FinalPaid projectId={projectId} payment={payment} />
      ) : (
        <div className="mk-pay-grid">
          <Card title="Overzicht">
            <div className="cw-stack">
              <FinalFigures payment={payment} />
              <Alert tone="warning" title={TEXTS.contentLocked}>
                Je kunt de geleverde content bekijken; downloaden kan na de eindbetaling.
              </Alert>
              {!payable && <Alert tone="info">{TEXTS.finalNotYet}</Alert>}
              {final.failure && <Alert tone="danger">{final.failure}</Alert>}
              <PaymentMethodButtons starting={final.starting} disabled={!payable} onChoose={setConfirming} />
            </div>
          </Card>
          <DeliveredContent projectId={projectId} project={item} deliverables={final.deliverables.data ?? []} />
        </div>
      )}

      <Modal
        open={confirming !== null}
        title="Eindbetaling bevestigen"
        size="sm"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Annuleren
            </Button>
            <Button onClick={() => confirming && final.pay(confirming)}>Ja, betalen</Button>
          </>
        }
      >
        <p>{TEXTS.finalConfirm(formatEuro(payment.finalAmount))}</p>
      </Modal>
      <CardPaymentDialog payment={final.card} onPaid={final.cardPaid} onClose={final.closeCard} />
    </div>
  );
}
