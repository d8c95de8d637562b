import { Suspense, lazy, useState } from 'react';
import { errorMessage } from '@clipwerk/shell/sdk';
import { Alert, Button, Modal, formatEuro } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import type { CardIntentBody, PaymentKind } from '@clipwerk/contracts/payments';
import { simulatePayment } from './paymentsApi';

// Stripe's script and fields are loaded only when a real card payment opens.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** A card intent of the simulated provider: its client secret starts like this, and no card network is involved. */
export const isSimulatedClientSecret = (clientSecret: string) => clientSecret.startsWith('sim_pi_');

/** The intent payments answered (a card's final payment or the deposit's initialize), and the half it pays. */
export interface CardPayment extends CardIntentBody {
  projectId: string;
  kind: PaymentKind;
}

/**
 * The card dialog ('Betaling voltooien') for a payment started with method card: it confirms the intent behind the
 * client secret. On the simulated provider a test card confirms through the same provider-event path as a webhook;
 * a real card is typed into Stripe's own fields, with the publishable key payments sent along.
 */
export function CardPaymentDialog({
  payment,
  onPaid,
  onClose,
}: {
  payment: CardPayment | null;
  onPaid: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const simulated = payment ? isSimulatedClientSecret(payment.clientSecret) : false;
  const stripeKey = !simulated ? (payment?.publishableKey ?? null) : null;

  async function confirm() {
    if (!payment) return;
    setBusy(true);
    setFailure(null);
    try {
      await simulatePayment(payment.projectId, payment.kind, payment.paymentId, 'paid');
      onPaid();
    } catch (error) {
      setFailure(errorMessage(error, TEXTS.finalPaymentFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={payment !== null}
      title={TEXTS.cardDialogTitle}
      onClose={() => !busy && onClose()}
      size="sm"
      // Stripe's form carries its own buttons: paying is a submit of its fields.
      footer={
        stripeKey ? undefined : (
          <>
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              Annuleren
            </Button>
            {simulated && payment && (
              <Button loading={busy} onClick={confirm}>
                Betaal {formatEuro(payment.amount)}
              </Button>
            )}
          </>
        )
      }
    >
      {payment && stripeKey ? (
        <Suspense fallback={<p className="cw-muted">{TEXTS.cardFormLoading}</p>}>
          <StripeCardForm
            publishableKey={stripeKey}
            clientSecret={payment.clientSecret}
            amount={payment.amount}
            onPaid={onPaid}
            onCancel={onClose}
          />
        </Suspense>
      ) : simulated ? (
        <div className="cw-stack">
          <p className="cw-muted cw-small" role="note">
            <strong>Testbetaalomgeving</strong> · Er wordt geen echt geld afgeschreven.
          </p>
          <dl className="mk-amounts">
            <div>
              <dt>Kaart</dt>
              <dd>
                <code>4242 4242 4242 4242</code> (testkaart)
              </dd>
            </div>
            <div className="mk-amounts__now">
              <dt>Bedrag</dt>
              <dd>{payment && formatEuro(payment.amount)}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <Alert tone="warning">{TEXTS.cardUnavailable}</Alert>
      )}
      {failure && (
        <Alert tone="danger" title={TEXTS.cardErrorTitle}>
          {failure}
        </Alert>
      )}
    </Modal>
  );
}
