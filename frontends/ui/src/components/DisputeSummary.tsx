import type { DisputeBody } from '@clipwerk/contracts/payments';
import { formatDate, formatEuro } from '../format';
import { Badge, type Tone } from './Feedback';
import { Card } from './Card';

const TONES: Record<DisputeBody['status'], Tone> = {
  open: 'warning',
  in_review: 'info',
  decided: 'info',
  appealed: 'warning',
  closed: 'success',
};

/** The dates that matter in this status, as payments computed them. */
function Deadlines({ dispute }: { dispute: DisputeBody }) {
  const { deadlines } = dispute;
  const rows: Array<[string, string | null]> = [
    ['Toelichting en bewijs tot', deadlines.evidenceDueAt],
    [
      'Besluit van support uiterlijk',
      dispute.status === 'decided' || dispute.status === 'closed' ? null : deadlines.decisionDueAt,
    ],
    ['Beroep mogelijk tot', dispute.status === 'decided' ? deadlines.appealDueAt : null],
  ];
  return (
    <dl className="cw-dispute__facts">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, at]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatDate(at)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A dispute as both parties and support read it: status, reason, deadlines, statements and the latest decision. */
export function DisputeSummary({ dispute }: { dispute: DisputeBody }) {
  const decision = dispute.decision;
  return (
    <Card title="Geschil" aria-label="Geschil" actions={<Badge tone={TONES[dispute.status]}>{dispute.statusLabel}</Badge>}>
      <p>
        <strong>{dispute.openedBy.role === 'bedrijf' ? dispute.parties.company : dispute.parties.creator}</strong> opende het
        geschil op {formatDate(dispute.openedAt)}: {dispute.reason}
      </p>
      <Deadlines dispute={dispute} />
      <h3 className="cw-dispute__heading">Toelichtingen</h3>
      {dispute.statements.length === 0 ? (
        <p className="cw-muted">Nog geen toelichtingen.</p>
      ) : (
        <ol className="cw-dispute__statements" aria-label="Toelichtingen">
          {dispute.statements.map((statement) => (
            <li key={statement.id}>
              <strong>{statement.author.name}</strong>{' '}
              <span className="cw-small cw-muted">{formatDate(statement.createdAt)}</span>
              <p>{statement.text}</p>
            </li>
          ))}
        </ol>
      )}
      {decision && (
        <section className="cw-dispute__decision" aria-label="Besluit van support">
          <h3 className="cw-dispute__heading">{decision.final ? 'Definitief besluit' : 'Besluit van support'}</h3>
          <p>
            {decision.outcomeLabel}: {formatEuro(decision.creatorAmount)} voor de creator.
          </p>
          <p>{decision.note}</p>
        </section>
      )}
    </Card>
  );
}
