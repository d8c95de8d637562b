import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useSession, useToasts } from '@clipwerk/shell/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  MoneyField,
  Spinner,
  StatusBadge,
  buttonClass,
  finalPaymentState,
  formatDate,
  formatEuro,
  parseMoney,
} from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';
import type { WorkspaceRole } from './workspaceView';
import { usePaymentStatus } from './workspaceApi';
import { useAmountChange, usePaymentHistory } from './paymentApi';
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

/** Either party proposes a new contract amount before the final payment; the other confirms it. */
function AmountChange({ project, payment }: { project: ProjectBody; payment: PaymentStatusBody }) {
  const { user } = useSession();
  const { notify } = useToasts();
  const { propose, confirm } = useAmountChange(project.id);
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [typo, setTypo] = useState<string | null>(null);
  const proposal = payment.proposedAmount;
  const mine = !!proposal && proposal.proposedBy === user?.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const typed = parseMoney(amount);
    if (typed.error !== null) {
      setTypo(typed.error);
      return;
    }
    try {
      const answer = await propose.mutateAsync(typed.euros);
      setAmount('');
      if (answer.message) notify(answer.message, { tone: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, PAYMENT_TEXTS.amountChangeFailed));
    }
  }

  async function accept(seen: number) {
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync(seen);
      if (answer.message) notify(answer.message, { tone: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, PAYMENT_TEXTS.amountChangeFailed));
    }
  }

  return (
    <Card title="Bedrag aanpassen">
      {proposal && (
        <Alert tone={mine ? 'info' : 'warning'} title={`Voorgesteld bedrag: ${formatEuro(proposal.amount)}`}>
          {mine ? (
            <>Jouw voorstel {PAYMENT_TEXTS.awaitingConfirmation} van de andere partij.</>
          ) : (
            <div className="cw-row">
              <span>De andere partij stelt dit contractbedrag voor.</span>
              <Button size="sm" loading={confirm.isPending} onClick={() => accept(proposal.amount)}>
                Bedrag bevestigen
              </Button>
            </div>
          )}
        </Alert>
      )}
      <form className="cw-stack" onSubmit={submit} noValidate>
        <MoneyField
          label="Nieuw contractbedrag (€)"
          value={amount}
          error={typo}
          onChange={(event) => {
            setAmount(event.target.value);
            setTypo(null);
          }}
          hint="De andere partij moet het nieuwe bedrag bevestigen."
        />
        {failure && <Alert tone="danger">{failure}</Alert>}
        <div>
          <Button type="submit" variant="secondary" loading={propose.isPending} disabled={!amount.trim()}>
            Bedrag voorstellen
          </Button>
        </div>
      </form>
    </Card>
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
