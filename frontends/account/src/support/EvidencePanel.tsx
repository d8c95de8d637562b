import { Card, DisputeSummary, ErrorState, PageSpinner, formatDate, formatEuro } from '@clipwerk/ui';
import { DecisionForm } from './DecisionForm';
import { ProjectEvidence } from './ProjectEvidence';
import { useEvidence } from './supportApi';

const PAYMENT_STATES: Record<string, string> = {
  paid: 'betaald',
  pending: 'open',
  failed: 'mislukt',
  refunded: 'terugbetaald',
  held_for_review: 'in controle',
};

/** One dispute with its evidence: what payments knows, and what the other contexts let support read. */
export function EvidencePanel({ disputeId }: { disputeId: string }) {
  const { data, isLoading, error, refetch } = useEvidence(disputeId);
  if (isLoading) return <PageSpinner />;
  if (error || !data) return <ErrorState message="Fout bij het laden van het geschil" onRetry={() => refetch()} />;
  return (
    <div className="cw-stack">
      <DisputeSummary dispute={data.dispute} />
      <Card title="Bewijs">
        <p>Contractbedrag: {data.contractAmount === null ? '-' : formatEuro(data.contractAmount)}</p>
        <ul aria-label="Betalingen">
          {data.payments.map((payment) => (
            <li key={payment.id}>
              {payment.type === 'deposit' ? 'Aanbetaling' : 'Eindbetaling'} {formatEuro(payment.amount)} (
              {PAYMENT_STATES[payment.status] ?? payment.status}
              {payment.paidAt ? `, ${formatDate(payment.paidAt)}` : ''})
            </li>
          ))}
        </ul>
      </Card>
      {/* Projects and messaging let support read only while the dispute is not closed. */}
      {data.dispute.status !== 'closed' && (
        <ProjectEvidence
          projectId={data.dispute.projectId}
          citedFileIds={new Set(data.dispute.statements.flatMap((statement) => statement.fileIds))}
        />
      )}
      {data.dispute.actions.decide && <DecisionForm key={data.dispute.status} disputeId={disputeId} />}
    </div>
  );
}
