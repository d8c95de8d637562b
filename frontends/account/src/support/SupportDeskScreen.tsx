import { useState } from 'react';
import { Badge, Button, EmptyState, ErrorState, Icon, PageSpinner, formatDate } from '@clipwerk/ui';
import { EvidencePanel } from './EvidencePanel';
import { useDesk } from './supportApi';

/** Support's desk: the disputes not closed, most urgent first; one opens with its evidence and the decision form. */
export default function SupportDeskScreen() {
  const { data: disputes, isLoading, error, refetch } = useDesk();
  const [selected, setSelected] = useState<string | null>(null);
  if (isLoading) return <PageSpinner />;
  if (error || !disputes) return <ErrorState message="Fout bij het laden van de geschillen" onRetry={() => refetch()} />;
  return (
    <div className="cw-container cw-page cw-stack">
      <h1>Geschillen</h1>
      {disputes.length === 0 ? (
        <EmptyState icon={<Icon name="search" />} title="Geen open geschillen" description="Alles is afgehandeld." />
      ) : (
        <ol className="cw-stack" aria-label="Geschillen, meest dringend eerst">
          {disputes.map((dispute) => (
            <li key={dispute.id} className="cw-card cw-card--padded">
              <strong>{dispute.projectTitle || dispute.projectId}</strong> <Badge tone="info">{dispute.statusLabel}</Badge>
              <p className="cw-small cw-muted">
                {dispute.parties.company} en {dispute.parties.creator} · besluit uiterlijk{' '}
                {formatDate(dispute.deadlines.decisionDueAt)}
              </p>
              <Button variant="secondary" size="sm" onClick={() => setSelected(dispute.id)}>
                Openen
              </Button>
            </li>
          ))}
        </ol>
      )}
      {selected && <EvidencePanel disputeId={selected} />}
    </div>
  );
}
