import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, usePaymentStart } from '@clipwerk/shell/sdk';
import { TEXTS } from '../shared/texts';
import type { CardPayment } from './CardPaymentDialog';
import type { PaymentMethod } from './PaymentMethodButtons';
import { checkoutTarget, initializeCardDeposit } from './paymentsApi';

/**
 * Starting the deposit: iDEAL goes to the provider's checkout, a card opens the card dialog on the intent payments
 * made. A refusal shows the server's Dutch message and reloads what changed (`onStale`).
 */
export function useDepositPayment(projectId: string, onStale: () => Promise<unknown>) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState<PaymentMethod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [card, setCard] = useState<CardPayment | null>(null);
  const deposit = usePaymentStart(projectId, 'deposit');

  async function pay(method: PaymentMethod) {
    setStarting(method);
    setFailure(null);
    try {
      if (method === 'card') {
        setCard({ projectId, kind: 'deposit', ...(await initializeCardDeposit(projectId)) });
        setStarting(null);
        return;
      }
      const target = checkoutTarget((await deposit.start('ideal')).checkoutUrl);
      if ('inApp' in target) navigate(target.inApp);
      else window.location.assign(target.external);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await onStale();
      setFailure(errorMessage(error, TEXTS.paymentStartFailed));
      setStarting(null);
    }
  }

  async function cardPaid() {
    setCard(null);
    await onStale();
  }

  return { pay, starting, failure, card, cardPaid, closeCard: () => setCard(null) };
}
