import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import '../styles.css';

/** A cancelled payment is retried from the deposit page /projects/{id}/payment. */
export const retryPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/payment`;

export default function PaymentCancelScreen() {
  const [params] = useSearchParams();
  const projectId = params.get('project_id');
  return (
    <div className="cw-container cw-page">
      <div className="mk-outcome">
        <div className="mk-outcome__icon mk-outcome__icon--warn" aria-hidden="true">
          !
        </div>
        <h1>{TEXTS.paymentCancelled}</h1>
        <p className="cw-page__lead">
          Er is niets afgeschreven. Je opdracht blijft bewaard als concept en gaat live zodra je de aanbetaling hebt betaald.
        </p>
        <div className="cw-row" style={{ justifyContent: 'center', marginTop: '1.5rem' }}>
          {projectId && (
            <Link className={buttonClass('primary')} to={retryPath(projectId)}>
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
