import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import {
  Alert,
  Button,
  Card,
  Modal,
  PageSpinner,
  StatusBadge,
  buttonClass,
  finalPaymentState,
  formatDate,
  formatEuro,
  newIdempotencyKey,
} from '@clipwerk/ui';
import { useProjectDetail } from '../projects/ProjectDetailScreen';
import { PaymentLoadFailure } from './PaymentLoadFailure';
import { TEXTS } from '../shared/texts';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';
import type { DeliverablesAnswer } from '@clipwerk/contracts/projects';
import { CardPaymentDialog, type CardPayment } from './CardPaymentDialog';
import { PaymentMethodButtons, type PaymentMethod as Method } from './PaymentMethodButtons';
import { checkoutTarget, fetchPaymentStatus, startFinalPayment } from './paymentsApi';
import '../styles.css';

const workspacePath = (projectId: string) => `/project-workspace/${encodeURIComponent(projectId)}`;

/** The figures payments sent, as it sent them: this page adds nothing up. */
function FinalFigures({ payment }: { payment: PaymentStatusBody }) {
  const fee = payment.fee;
  return (
    <dl className="mk-amounts" aria-label="Bedragen">
      <div>
        <dt>Contractbedrag</dt>
        <dd>{formatEuro(payment.contractAmount ?? payment.totalAmount)}</dd>
      </div>
      <div>
        <dt>
          Aanbetaling{' '}
          <span className="cw-muted cw-small">
            {payment.depositPaymentCompleted
              ? `Betaald${payment.depositPaymentDate ? ` op ${formatDate(payment.depositPaymentDate)}` : ''}`
              : 'Open'}
          </span>
        </dt>
        <dd>{formatEuro(payment.depositAmount)}</dd>
      </div>
      <div className="mk-amounts__now">
        <dt>Eindbetaling</dt>
        <dd>{formatEuro(payment.finalAmount)}</dd>
      </div>
      {fee && (
        <div>
          <dt>
            Platformkosten ({fee.percentage}%){fee.launchOffer && <span className="cw-muted cw-small"> Introductieaanbod</span>}
          </dt>
          <dd>{formatEuro(fee.platformFee)}</dd>
        </div>
      )}
      {fee && (
        <div>
          <dt>Voor de creator</dt>
          <dd>{formatEuro(fee.creatorAmount)}</dd>
        </div>
      )}
      {(payment.excessRefund ?? 0) > 0 && (
        <div>
          <dt>
            Terug naar jou <span className="cw-muted cw-small">Aanbetaling boven het contractbedrag</span>
          </dt>
          <dd>{formatEuro(payment.excessRefund ?? 0)}</dd>
        </div>
      )}
    </dl>
  );
}

export default function FinalPaymentScreen() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const project = useProjectDetail(projectId);
  const status = useQuery({
    queryKey: ['marketplace', 'payment-status', projectId],
    queryFn: () => fetchPaymentStatus(projectId),
    enabled: project.data?.isOwner === true,
  });
  const deliverables = useQuery({
    queryKey: ['marketplace', 'deliverables', projectId],
    queryFn: async () => (await api.get<DeliverablesAnswer>(`/upload/deliverables/${projectId}`)).deliverables,
    enabled: project.data?.isOwner === true,
  });
  const [confirming, setConfirming] = useState<Method | null>(null);
  const [starting, setStarting] = useState<Method | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [card, setCard] = useState<CardPayment | null>(null);
  // One key per method and attempt: a repeated click resolves to the same payment, another method is a new request.
  const keys = useRef<Record<Method, string>>({ ideal: newIdempotencyKey(), card: newIdempotencyKey() });

  if (project.isLoading || (project.data?.isOwner && (status.isLoading || deliverables.isLoading))) {
    return <PageSpinner label="Betaalgegevens laden..." />;
  }
  if (project.data && !project.data.isOwner) return <Navigate to="/dashboard" replace />;
  if (project.error || status.error || !project.data || !status.data) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <PaymentLoadFailure
        missing={missing}
        message={TEXTS.finalPaymentLoadFailed}
        onRetry={() => {
          project.refetch();
          status.refetch();
        }}
      />
    );
  }

  const { project: item } = project.data;
  const payment = status.data;
  const paid = payment.finalPaymentCompleted;
  const payable = item.status === 'approved' && !paid;

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: ['marketplace'] });
    await queryClient.invalidateQueries({ queryKey: ['workspace'] });
  }

  async function pay(method: Method) {
    setConfirming(null);
    setStarting(method);
    setFailure(null);
    try {
      const started = await startFinalPayment(projectId, method, keys.current[method]);
      if (started.completed) {
        notify(started.message ?? TEXTS.finalPaymentSucceeded, { tone: 'success' });
        await refresh();
      } else if (method === 'card') {
        if (!started.clientSecret || !started.paymentId) throw new Error('no client secret');
        setCard({
          projectId,
          kind: 'final',
          paymentId: started.paymentId,
          clientSecret: started.clientSecret,
          publishableKey: started.publishableKey,
          amount: started.amount,
        });
      } else {
        if (!started.checkoutUrl) {
          setFailure(TEXTS.checkoutUrlMissing);
          keys.current[method] = newIdempotencyKey();
          return;
        }
        const target = checkoutTarget(started.checkoutUrl);
        if ('inApp' in target) navigate(target.inApp);
        else window.location.assign(target.external);
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await refresh();
      setFailure(errorMessage(error, TEXTS.finalPaymentFailed));
      keys.current[method] = newIdempotencyKey();
    } finally {
      setStarting(null);
    }
  }

  async function cardPaid() {
    setCard(null);
    notify(TEXTS.finalPaymentSucceeded, { tone: 'success' });
    await refresh();
    navigate(workspacePath(projectId));
  }

  const files = (deliverables.data ?? []).reduce((count, deliverable) => count + deliverable.files.length, 0);

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
        <Card>
          <div className="mk-paid">
            <div className="mk-paid__icon" aria-hidden="true">
              ✓
            </div>
            <h2>{TEXTS.contentUnlocked}</h2>
            <p>
              De eindbetaling van {formatEuro(payment.finalAmount)} is voldaan
              {payment.finalPaymentDate ? ` op ${formatDate(payment.finalPaymentDate)}` : ''}. Alle content is nu beschikbaar voor
              download.
            </p>
            <div className="cw-row" style={{ justifyContent: 'center' }}>
              <Link className={buttonClass('primary')} to={workspacePath(projectId)}>
                Naar de werkruimte
              </Link>
            </div>
          </div>
        </Card>
      ) : (
        <div className="mk-pay-grid">
          <Card title="Overzicht">
            <div className="cw-stack">
              <FinalFigures payment={payment} />
              <Alert tone="warning" title={TEXTS.contentLocked}>
                Je kunt de geleverde content bekijken; downloaden kan na de eindbetaling.
              </Alert>
              {!payable && <Alert tone="info">{TEXTS.finalNotYet}</Alert>}
              {failure && <Alert tone="danger">{failure}</Alert>}
              <PaymentMethodButtons starting={starting} disabled={!payable} onChoose={setConfirming} />
            </div>
          </Card>
          <Card title="Opdracht">
            <p className="cw-muted cw-small">
              {item.selectedCreator ? `Gemaakt door ${item.selectedCreator.name}` : 'Nog geen creator'}
              {item.deadline ? ` · deadline ${formatDate(item.deadline)}` : ''}
            </p>
            <ul className="mk-after" aria-label="Opgeleverde content">
              {(deliverables.data ?? []).map((deliverable) => (
                <li key={deliverable.id}>
                  {deliverable.title} · {deliverable.files.length} {deliverable.files.length === 1 ? 'bestand' : 'bestanden'}
                </li>
              ))}
            </ul>
            <p className="cw-small">
              {files} {files === 1 ? 'bestand' : 'bestanden'} in totaal.{' '}
              <Link to={workspacePath(projectId)}>Bekijk in de werkruimte</Link>
            </p>
          </Card>
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
            <Button onClick={() => confirming && pay(confirming)}>Ja, betalen</Button>
          </>
        }
      >
        <p>{TEXTS.finalConfirm(formatEuro(payment.finalAmount))}</p>
      </Modal>
      <CardPaymentDialog payment={card} onPaid={cardPaid} onClose={() => setCard(null)} />
    </div>
  );
}
