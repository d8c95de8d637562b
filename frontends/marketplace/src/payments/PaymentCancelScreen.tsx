import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass, projectStatus } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import type { PaymentKind } from '@clipwerk/contracts/payments';
import { paymentKindOf } from './paymentsApi';
import '../styles.css';

/** A cancelled payment is retried where it started: the deposit page, or the final payment page for `kind=final`. */
export const retryPath = (projectId: string, kind: PaymentKind = 'deposit') =>
  kind === 'final'
    ? `/project/${encodeURIComponent(projectId)}/approve-payment`
    : `/projects/${encodeURIComponent(projectId)}/payment`;

export default function PaymentCancelScreen() {
  const [params] = useSearchParams();
  const projectId = params.get('project_id');
  const kind = paymentKindOf(params);
  return (
    <div className="cw-container cw-page">
      <div className="mk-outcome">
        <div className="mk-outcome__icon mk-outcome__icon--warn" aria-hidden="true">
          !
        </div>
        <h1>{TEXTS.paymentCancelled}</h1>
        <p className="cw-page__lead">
          {kind === 'final'
            ? 'Er is niets afgeschreven. De content blijft vergrendeld tot je de eindbetaling hebt voldaan.'
            : `Er is niets afgeschreven. Je opdracht blijft bewaard met de status '${projectStatus('awaiting_deposit').label}' en gaat live zodra je de aanbetaling hebt betaald.`}
        </p>
        <div className="cw-row" style={{ justifyContent: 'center', marginTop: '1.5rem' }}>
          {projectId && (
            <Link className={buttonClass('primary')} to={retryPath(projectId, kind)}>
              Opnieuw proberen te betalen
            </Link>
          )}
          <Link className={buttonClass('secondary')} to="/my-projects">
            Naar mijn opdrachten
          </Link>
        </div>
      </div>
    </div>
  );
}
