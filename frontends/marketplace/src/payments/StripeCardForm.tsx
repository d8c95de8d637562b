import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { Alert, Button, formatEuro } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  onPaid: () => void;
  onCancel: () => void;
}

/**
 * The card form of a real payment: Stripe's own fields (the card number never touches our servers), in Dutch.
 * Confirming only authorises the charge; the payment counts as paid when Stripe's webhook says so.
 */
export default function StripeCardForm({ publishableKey, clientSecret, ...form }: StripeCardFormProps) {
  // Stripe.js is fetched from Stripe when this form first opens, never on pages without a card payment.
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: 'nl' }}>
      <CardFields {...form} />
    </Elements>
  );
}

function CardFields({ amount, onPaid, onCancel }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setFailure(null);
    // A card that needs 3-D Secure shows Stripe's check here; only payment methods that leave the page redirect back.
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setBusy(false);
    if (error) setFailure(error.message ?? TEXTS.finalPaymentFailed);
    else onPaid();
  }

  return (
    <form className="cw-stack" onSubmit={submit} aria-label={TEXTS.cardDialogTitle}>
      <PaymentElement />
      {failure && (
        <Alert tone="danger" title={TEXTS.cardErrorTitle}>
          {failure}
        </Alert>
      )}
      <div className="cw-row" style={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          Annuleren
        </Button>
        <Button type="submit" loading={busy} disabled={!stripe || !elements}>
          Betaal {formatEuro(amount)}
        </Button>
      </div>
    </form>
  );
}
