import { Alert, Badge, Card, Spinner, formatDate, formatEuro } from '@clipwerk/ui';
import type { Project } from '../project/types';
import { usePaymentHistory, usePaymentStatus } from './workspaceApi';

const PAYMENT_TYPE_LABELS: Record<string, string> = { deposit: 'Aanbetaling', final: 'Eindbetaling' };
const PAYMENT_STATUS_LABELS: Record<string, string> = {
  paid: 'Betaald',
  pending: 'In afwachting',
  failed: 'Mislukt',
  cancelled: 'Geannuleerd',
  refunded: 'Terugbetaald',
};

export function PaymentTab({ project }: { project: Project }) {
  const status = usePaymentStatus(project.id);
  const history = usePaymentHistory(project.id);
  const payment = status.data;
  return (
    <div className="cw-stack">
      <Card title="Betaling">
        {status.isLoading ? (
          <Spinner label="Betaling laden..." />
        ) : status.error || !payment ? (
          <Alert tone="danger">Kon de betaalstatus niet laden.</Alert>
        ) : (
          <dl className="ws-facts ws-facts--stack">
            <div>
              <dt>Budget</dt>
              <dd>{formatEuro(payment.totalAmount ?? project.contractAmount ?? project.budget ?? 0)}</dd>
            </div>
            <div>
              <dt>Aanbetaling</dt>
              <dd>
                {formatEuro(payment.depositAmount)}{' '}
                {payment.depositPaymentCompleted ? (
                  <Badge tone="success">
                    Betaald{payment.depositPaymentDate ? ` op ${formatDate(payment.depositPaymentDate)}` : ''}
                  </Badge>
                ) : (
                  <Badge tone="warning">Nog niet betaald</Badge>
                )}
              </dd>
            </div>
            <div>
              <dt>Eindbetaling</dt>
              <dd>
                {formatEuro(payment.finalAmount)}{' '}
                {payment.finalPaymentCompleted ? (
                  <Badge tone="success">Betaald</Badge>
                ) : (
                  <Badge tone="warning">Nog niet betaald</Badge>
                )}
              </dd>
            </div>
          </dl>
        )}
        <p className="cw-small cw-muted">De eindbetaling afronden vanuit de werkruimte komt binnenkort beschikbaar.</p>
      </Card>
      <Card title="Betaalgeschiedenis">
        {history.isLoading ? (
          <Spinner label="Geschiedenis laden..." />
        ) : (history.data ?? []).length === 0 ? (
          <p className="cw-muted cw-small">Nog geen betalingen.</p>
        ) : (
          <ul className="ws-list">
            {(history.data ?? []).map((item) => (
              <li key={item.id}>
                {PAYMENT_TYPE_LABELS[item.type] ?? item.type} · {formatEuro(item.amount)} ·{' '}
                {PAYMENT_STATUS_LABELS[item.status] ?? item.status} · {formatDate(item.paidAt ?? item.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
