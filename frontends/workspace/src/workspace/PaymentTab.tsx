import { Link } from 'react-router-dom';
import { usePaymentStatus } from '@clipwerk/shell/sdk';
import { Alert, Badge, Card, Spinner, StatusBadge, buttonClass, finalPaymentState, formatDate, formatEuro } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';
import type { WorkspaceRole } from './workspaceView';
import { usePaymentHistory } from './paymentApi';
import { AmountChange } from './AmountChange';
import { MOVEMENT_LABELS, PAYMENT_TEXTS } from './texts';

export const finalPaymentPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/approve-payment`;

/** Once the project is approved and the final half is open, the owner is asked to pay it. */
export const finalPaymentDue = (project: ProjectBody, payment: PaymentStatusBody | undefined) =>
  project.status === 'approved' && !!payment && !payment.finalPaymentCompleted;

function FinalBadge({ project, payment }: { project: ProjectBody; payment: PaymentStatusBody }) {
  const paid = payment.finalPaymentCompleted;
  const date = paid && payment.finalPaymentDate ? ` op ${formatDate(payment.finalPaymentDate)}` : '';
  return <StatusBadge kind="payment" status={finalPaymentState(project.status, paid)} suffix={date} />;
}

/** The figures payments sent, as it sent them: the tab adds nothing up. */
function PaymentFigures({ project, role, payment }: { project: ProjectBody; role: WorkspaceRole; payment: PaymentStatusBody }) {
  const { fee } = payment;
  return (
    <dl className="ws-facts ws-facts--stack" aria-label="Bedragen">
      <div>
        <dt>Contractbedrag</dt>
        <dd>{formatEuro(payment.contractAmount ?? payment.totalAmount ?? 0)}</dd>
      </div>
      <div>
        <dt>Aanbetaling</dt>
        <dd>
          {formatEuro(payment.depositAmount)}{' '}
          <StatusBadge
            kind="payment"
            status={payment.depositPaymentCompleted ? 'paid' : 'due'}
            suffix={
              payment.depositPaymentCompleted && payment.depositPaymentDate ? ` op ${formatDate(payment.depositPaymentDate)}` : ''
            }
          />
        </dd>
      </div>
      <div>
        <dt>Eindbetaling</dt>
        <dd>
          {formatEuro(payment.finalAmount)} <FinalBadge project={project} payment={payment} />
        </dd>
      </div>
      {(payment.excessRefund ?? 0) > 0 && (
        <div>
          <dt>Terug naar het bedrijf</dt>
          <dd>{formatEuro(payment.excessRefund)}</dd>
        </div>
      )}
      {fee && (
        <div>
          <dt>Platformkosten ({fee.percentage}%)</dt>
          <dd>
            {formatEuro(fee.platformFee)} {fee.launchOffer && <Badge tone="info">Introductieaanbod</Badge>}
          </dd>
        </div>
      )}
      {fee && (
        <div>
          <dt>{role.isCreator ? 'Jouw aandeel' : 'Voor de creator'}</dt>
          <dd>
            {formatEuro(fee.creatorAmount)}
            {payment.releasableAt && (
              <span className="cw-small cw-muted"> · vrijgegeven vanaf {formatDate(payment.releasableAt)}</span>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

function History({ projectId }: { projectId: string }) {
  const history = usePaymentHistory(projectId);
  if (history.isLoading) return <Spinner label="Geschiedenis laden..." />;
  if (history.error || !history.data) return <Alert tone="danger">{PAYMENT_TEXTS.historyLoadFailed}</Alert>;
  const { movements } = history.data;
  if (movements.length === 0) return <p className="cw-muted cw-small">{PAYMENT_TEXTS.noMovements}</p>;
  return (
    <ul className="ws-list" aria-label="Betaalgeschiedenis">
      {movements.map((movement) => (
        <li key={movement.id}>
          {MOVEMENT_LABELS[movement.type] ?? movement.type} · {formatEuro(movement.amount)} · {formatDate(movement.at)}
        </li>
      ))}
    </ul>
  );
}

export function PaymentTab({ project, role }: { project: ProjectBody; role: WorkspaceRole }) {
  const status = usePaymentStatus(project.id);
  const payment = status.data;
  // The amount can change once a creator is chosen and until the final payment.
  const amountChangeOpen = !!payment && !!project.selectedCreator && !payment.finalPaymentCompleted;
  return (
    <div className="cw-stack">
      <Card title="Betaling">
        {status.isLoading ? (
          <Spinner label="Betaling laden..." />
        ) : status.error || !payment ? (
          <Alert tone="danger">{PAYMENT_TEXTS.statusLoadFailed}</Alert>
        ) : (
          <>
            <PaymentFigures project={project} role={role} payment={payment} />
            {role.isOwner && finalPaymentDue(project, payment) && (
              <Link className={buttonClass('primary')} to={finalPaymentPath(project.id)}>
                {PAYMENT_TEXTS.payNow}
              </Link>
            )}
          </>
        )}
      </Card>
      {amountChangeOpen && <AmountChange project={project} payment={payment} />}
      <Card title="Betaalgeschiedenis">
        <History projectId={project.id} />
      </Card>
    </div>
  );
}
