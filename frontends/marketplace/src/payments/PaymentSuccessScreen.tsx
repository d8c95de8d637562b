import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, PageSpinner, buttonClass } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import type { PaymentHistoryBody, PaymentKind, PaymentStatusBody } from '@clipwerk/contracts/payments';
import { fetchPaymentHistory, fetchPaymentStatus, paymentKindOf } from './paymentsApi';
import { retryPath } from './PaymentCancelScreen';
import '../styles.css';

/** The first 20 characters of session_id are the transaction ID. */
export const transactionId = (sessionId: string | null) => (sessionId ?? '').slice(0, 20);

export type PaymentOutcome = 'paid' | 'pending' | 'under_review' | 'failed';

/** How often the page asks again while the provider's answer has not arrived yet. */
export const PENDING_POLL_MS = 2000;

/**
 * The real state of the payment the payer returns from, as payments reports it: a return address proves nothing
 * (anyone can open it with any session_id). The half's status says paid or under review; until then the payment
 * of this session (the simulated provider's session is the payment id, else the newest of that half) tells a
 * failure from one still on its way.
 */
export function paymentOutcome(
  kind: PaymentKind,
  status: PaymentStatusBody,
  history: PaymentHistoryBody | undefined,
  sessionId: string | null,
): PaymentOutcome {
  const half = kind === 'final' ? status.final : status.deposit;
  const completed = kind === 'final' ? status.finalPaymentCompleted : status.depositPaymentCompleted;
  if (completed || half?.status === 'paid') return 'paid';
  if (half?.status === 'held_for_review') return 'under_review';
  const ofKind = (history?.payments ?? []).filter((payment) => payment.type === kind);
  const newest = [...ofKind].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const payment = ofKind.find((candidate) => candidate.id === sessionId) ?? newest;
  // A payer who cancels at the provider has a failed payment: payments knows no other end of an attempt.
  return payment?.status === 'failed' ? 'failed' : 'pending';
}

function usePaymentOutcome(projectId: string, kind: PaymentKind, sessionId: string | null) {
  const pollWhilePending = (outcome: PaymentOutcome | undefined) => (outcome === 'pending' ? PENDING_POLL_MS : false);
  return useQuery({
    queryKey: ['marketplace', 'payment-outcome', projectId, kind, sessionId],
    queryFn: async () => {
      const [status, history] = await Promise.all([fetchPaymentStatus(projectId), fetchPaymentHistory(projectId)]);
      return paymentOutcome(kind, status, history, sessionId);
    },
    enabled: Boolean(projectId),
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
}

function Outcome({
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

const myProjects = (
  <Link className={buttonClass('secondary')} to="/my-projects">
    Naar mijn opdrachten
  </Link>
);

export default function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const projectId = params.get('project_id') ?? '';
  const kind = paymentKindOf(params);
  const outcome = usePaymentOutcome(projectId, kind, sessionId);
  const queryClient = useQueryClient();
  const paid = outcome.data === 'paid';
  // A paid half changes what other screens show (the project's state, unlocked downloads): read them again.
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: ['workspace'] });
    void queryClient.invalidateQueries({ queryKey: ['marketplace', 'project', projectId] });
  }, [paid, projectId, queryClient]);
  const id = transactionId(sessionId);
  const workspace = `/project-workspace/${encodeURIComponent(projectId)}`;

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
      return kind === 'final' ? (
        <Outcome
          tone="ok"
          title={TEXTS.finalPaymentDone}
          actions={
            <Link className={buttonClass('primary')} to={workspace}>
              Naar de werkruimte
            </Link>
          }
        >
          <p className="cw-page__lead">
            <strong>{TEXTS.contentUnlocked}</strong>. {TEXTS.finalPaymentSucceeded}
          </p>
          {id && (
            <p className="cw-muted cw-small">
              Transactie-ID: <code>{id}</code>
            </p>
          )}
        </Outcome>
      ) : (
        <Outcome
          tone="ok"
          title={TEXTS.paymentSucceeded}
          actions={
            <>
              <Link className={buttonClass('primary')} to="/my-projects">
                Naar mijn opdrachten
              </Link>
              <Link className={buttonClass('secondary')} to="/projects">
                Bekijk de marktplaats
              </Link>
            </>
          }
        >
          <p className="cw-page__lead">
            Je aanbetaling is verwerkt. We publiceren je opdracht nu op de marktplaats, zodat creators kunnen reageren.
          </p>
          {id && (
            <p className="cw-muted cw-small">
              Transactie-ID: <code>{id}</code>
            </p>
          )}
        </Outcome>
      );
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
