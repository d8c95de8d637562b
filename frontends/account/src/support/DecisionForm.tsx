import { type FormEvent, useState } from 'react';
import { errorMessage } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, Select, TextArea, TextField } from '@clipwerk/ui';
import type { DisputeOutcome } from '@clipwerk/contracts/payments';
import { useDecide } from './supportApi';

const OUTCOMES = [
  { value: 'release', label: 'Volledig naar de creator' },
  { value: 'refund', label: 'Volledig terug naar het bedrijf' },
  { value: 'split', label: 'Verdelen' },
];

/** Euros as typed in Dutch ("212,50"), or NaN; payments checks the amount and says why not. */
const euros = (text: string) => Number(text.trim().replace(/\./g, '').replace(',', '.'));

/** Support's decision: outcome, the creator's part of a split, a note both parties read. */
export function DecisionForm({ disputeId }: { disputeId: string }) {
  const [outcome, setOutcome] = useState<DisputeOutcome>('release');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const decide = useDecide(disputeId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ outcome, note, ...(outcome === 'split' ? { creatorAmount: euros(amount) } : {}) });
  };
  return (
    <Card title="Besluit">
      <form onSubmit={submit} className="cw-stack" aria-label="Besluit">
        <Select
          label="Uitkomst"
          options={OUTCOMES}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as DisputeOutcome)}
        />
        {outcome === 'split' && (
          <TextField
            label="Bedrag voor de creator (€)"
            hint="Van wat het bedrijf betaalde; de platformfee gaat alleen over dit deel."
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
        <TextArea
          label="Toelichting voor beide partijen"
          value={note}
          rows={4}
          onChange={(event) => setNote(event.target.value)}
        />
        {decide.isError && <Alert tone="danger">{errorMessage(decide.error)}</Alert>}
        <div>
          <Button type="submit" disabled={decide.isPending}>
            Besluit vastleggen
          </Button>
        </div>
      </form>
    </Card>
  );
}
