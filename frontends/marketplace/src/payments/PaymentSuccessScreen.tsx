import { Link, useSearchParams } from 'react-router-dom';
import { Button, PageSpinner, buttonClass } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import { paymentKindOf } from './paymentsApi';
import { retryPath } from './PaymentCancelScreen';
import { Outcome, PaidOutcome, myProjects } from './PaymentOutcomeParts';
import { transactionId, usePaymentOutcome } from './usePaymentOutcome';
import '../styles.css';

export default function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const projectId = params.get('project_id') ?? '';
  const kind = paymentKindOf(params);
  const outcome = usePaymentOutcome(projectId, kind, sessionId);

  if (!projectId) {
    return (
      <Outcome tone="warn" title={TEXTS.paymentUnknown} actions={myProjects}>
        <p className="cw-page__lead">Deze pagina opent na een betaling van een opdracht.</p>
      </Outcome>
    );
  }
  if (outcome.isLoading) return <PageSpinner label="Betaling controleren..." />;
  if (outcome.error || !outcome.data) {
    return (
      <Outcome
        tone="warn"
        title={TEXTS.paymentStatusFailed}
        actions={
          <>
            <Button onClick={() => outcome.refetch()}>Opnieuw proberen</Button>
            {myProjects}
          </>
        }
      >
        <p className="cw-page__lead">Log in met het account waarmee je betaalde om de status te zien.</p>
      </Outcome>
    );
  }

  switch (outcome.data) {
    case 'paid':
      return <PaidOutcome kind={kind} projectId={projectId} id={transactionId(sessionId)} />;
    case 'under_review':
      return (
        <Outcome tone="warn" title={TEXTS.paymentUnderReview} actions={myProjects}>
          <p className="cw-page__lead">We controleren deze betaling. Betaal niet opnieuw; we nemen contact met je op.</p>
        </Outcome>
      );
    case 'failed':
      return (
        <Outcome
          tone="warn"
          title={TEXTS.paymentFailed}
          actions={
            <>
              <Link className={buttonClass('primary')} to={retryPath(projectId, kind)}>
                Opnieuw proberen te betalen
              </Link>
              {myProjects}
            </>
          }
        >
          <p className="cw-page__lead">De betaling is niet gelukt en er is niets afgeschreven.</p>
        </Outcome>
      );
    default:
      return (
        <Outcome tone="warn" title={TEXTS.paymentPending} actions={myProjects}>
          <p className="cw-page__lead">
            We wachten nog op de bevestiging van je bank. Deze pagina werkt zichzelf bij zodra de betaling binnen is.
          </p>
        </Outcome>
      );
  }
}
