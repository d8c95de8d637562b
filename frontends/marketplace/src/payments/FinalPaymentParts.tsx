// The parts of the final payment page: payments' figures, the paid state, and the delivered content.
import { Link } from 'react-router-dom';
import { Card, buttonClass, formatDate, formatEuro } from '@clipwerk/ui';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';
import type { DeliverablesAnswer, ProjectBody } from '@clipwerk/contracts/projects';
import { TEXTS } from '../shared/texts';
import { workspacePath } from './useFinalPayment';

type Deliverables = NonNullable<DeliverablesAnswer['deliverables']>;

/** The figures payments sent, as it sent them: this page adds nothing up. */
export function FinalFigures({ payment }: { payment: PaymentStatusBody }) {
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

/** Paid: the content is unlocked, with the way back to the werkruimte. */
export function FinalPaid({ projectId, payment }: { projectId: string; payment: PaymentStatusBody }) {
  return (
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
  );
}

/** The assignment and what was delivered for it, counted in files. */
export function DeliveredContent({
  projectId,
  project,
  deliverables,
}: {
  projectId: string;
  project: ProjectBody;
  deliverables: Deliverables;
}) {
  const files = deliverables.reduce((count, deliverable) => count + deliverable.files.length, 0);
  return (
    <Card title="Opdracht">
      <p className="cw-muted cw-small">
        {project.selectedCreator ? `Gemaakt door ${project.selectedCreator.name}` : 'Nog geen creator'}
        {project.deadline ? ` · deadline ${formatDate(project.deadline)}` : ''}
      </p>
      <ul className="mk-after" aria-label="Opgeleverde content">
        {deliverables.map((deliverable) => (
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
  );
}
