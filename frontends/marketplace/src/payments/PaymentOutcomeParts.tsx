// The frame of the page a payer returns to, and what it says once a half is paid.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@clipwerk/ui';
import type { PaymentKind } from '@clipwerk/contracts/payments';
import { TEXTS } from '../shared/texts';

export function Outcome({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'ok' | 'warn';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="cw-container cw-page">
      <div className="mk-outcome">
        <div className={`mk-outcome__icon mk-outcome__icon--${tone}`} aria-hidden="true">
          {tone === 'ok' ? '✓' : '!'}
        </div>
        <h1>{title}</h1>
        {children}
        <div className="cw-row" style={{ justifyContent: 'center', marginTop: '1.5rem' }}>
          {actions}
        </div>
      </div>
    </div>
  );
}

export const myProjects = (
  <Link className={buttonClass('secondary')} to="/my-projects">
    Naar mijn opdrachten
  </Link>
);

/** Where a company goes once her deposit is paid: her assignments, or the marketplace it is published on. */
export function DepositPaidLinks() {
  return (
    <>
      <Link className={buttonClass('primary')} to="/my-projects">
        Naar mijn opdrachten
      </Link>
      <Link className={buttonClass('secondary')} to="/projects">
        Bekijk de marktplaats
      </Link>
    </>
  );
}

function TransactionId({ id }: { id: string }) {
  if (!id) return null;
  return (
    <p className="cw-muted cw-small">
      Transactie-ID: <code>{id}</code>
    </p>
  );
}

/** Paid: the final half unlocks the content (on to the werkruimte), the deposit publishes the assignment. */
export function PaidOutcome({ kind, projectId, id }: { kind: PaymentKind; projectId: string; id: string }) {
  if (kind === 'final') {
    return (
      <Outcome
        tone="ok"
        title={TEXTS.finalPaymentDone}
        actions={
          <Link className={buttonClass('primary')} to={`/project-workspace/${encodeURIComponent(projectId)}`}>
            Naar de werkruimte
          </Link>
        }
      >
        <p className="cw-page__lead">
          <strong>{TEXTS.contentUnlocked}</strong>. {TEXTS.finalPaymentSucceeded}
        </p>
        <TransactionId id={id} />
      </Outcome>
    );
  }
  return (
    <Outcome tone="ok" title={TEXTS.paymentSucceeded} actions={<DepositPaidLinks />}>
      <p className="cw-page__lead">
        Je aanbetaling is verwerkt. We publiceren je opdracht nu op de marktplaats, zodat creators kunnen reageren.
      </p>
      <TransactionId id={id} />
    </Outcome>
  );
}
