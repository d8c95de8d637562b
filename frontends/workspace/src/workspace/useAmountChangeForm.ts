import { useState, type FormEvent } from 'react';
import { errorMessage, useSession, useToasts } from '@clipwerk/shell/sdk';
import { parseMoney } from '@clipwerk/ui';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';
import { useAmountChange } from './paymentApi';
import { PAYMENT_TEXTS } from './texts';

/**
 * The typed new contract amount and the open proposal: proposing checks the typing first, confirming sends the
 * amount she saw; the server's Dutch message is shown as a toast, a refusal under the form.
 */
export function useAmountChangeForm(projectId: string, payment: PaymentStatusBody) {
  const { user } = useSession();
  const { notify } = useToasts();
  const { propose, confirm } = useAmountChange(projectId);
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [typo, setTypo] = useState<string | null>(null);
  const proposal = payment.proposedAmount;
  const mine = !!proposal && proposal.proposedBy === user?.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const typed = parseMoney(amount);
    if (typed.error !== null) {
      setTypo(typed.error);
      return;
    }
    try {
      const answer = await propose.mutateAsync(typed.euros);
      setAmount('');
      if (answer.message) notify(answer.message, { tone: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, PAYMENT_TEXTS.amountChangeFailed));
    }
  }

  async function accept(seen: number) {
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync(seen);
      if (answer.message) notify(answer.message, { tone: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, PAYMENT_TEXTS.amountChangeFailed));
    }
  }

  function type(value: string) {
    setAmount(value);
    setTypo(null);
  }

  return {
    proposal,
    mine,
    amount,
    type,
    typo,
    failure,
    submit,
    accept,
    proposing: propose.isPending,
    confirming: confirm.isPending,
  };
}
