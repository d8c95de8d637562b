import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import '../styles.css';

/** The first 20 characters of session_id are the transaction ID. */
export const transactionId = (sessionId: string | null) => (sessionId ?? '').slice(0, 20);

export default function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const id = transactionId(params.get('session_id'));
  return (
    <div className="cw-container cw-page">
      <div className="mk-outcome">
        <div className="mk-outcome__icon mk-outcome__icon--ok" aria-hidden="true">
          ✓
        </div>
        <h1>{TEXTS.paymentSucceeded}</h1>
        <p className="cw-page__lead">
          Je aanbetaling is verwerkt. We publiceren je opdracht nu op de marktplaats, zodat creators kunnen reageren.
        </p>
        {id && (
          <p className="cw-muted cw-small">
            Transactie-ID: <code>{id}</code>
          </p>
        )}
        <div className="cw-row" style={{ justifyContent: 'center', marginTop: '1.5rem' }}>
          <Link className={buttonClass('primary')} to="/my-projects">
            Naar mijn opdrachten
          </Link>
          <Link className={buttonClass('secondary')} to="/projects">
            Bekijk de marktplaats
          </Link>
        </div>
      </div>
    </div>
  );
}
