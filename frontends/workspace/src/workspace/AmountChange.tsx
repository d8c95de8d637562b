import { Alert, Button, Card, MoneyField, formatEuro } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';
import { PAYMENT_TEXTS } from './texts';
import { useAmountChangeForm } from './useAmountChangeForm';

/** Either party proposes a new contract amount before the final payment; the other confirms it. */
export function AmountChange({ project, payment }: { project: ProjectBody; payment: PaymentStatusBody }) {
  const form = useAmountChangeForm(project.id, payment);
  const { proposal, mine } = form;
  return (
    <Card title="Bedrag aanpassen">
      {proposal && (
        <Alert tone={mine ? 'info' : 'warning'} title={`Voorgesteld bedrag: ${formatEuro(proposal.amount)}`}>
          {mine ? (
            <>Jouw voorstel {PAYMENT_TEXTS.awaitingConfirmation} van de andere partij.</>
          ) : (
            <div className="cw-row">
              <span>De andere partij stelt dit contractbedrag voor.</span>
              <Button size="sm" loading={form.confirming} onClick={() => form.accept(proposal.amount)}>
                Bedrag bevestigen
              </Button>
            </div>
          )}
        </Alert>
      )}
      <form className="cw-stack" onSubmit={form.submit} noValidate>
        <MoneyField
          label="Nieuw contractbedrag (€)"
          value={form.amount}
          error={form.typo}
          onChange={(event) => form.type(event.target.value)}
          hint="De andere partij moet het nieuwe bedrag bevestigen."
        />
        {form.failure && <Alert tone="danger">{form.failure}</Alert>}
        <div>
          <Button type="submit" variant="secondary" loading={form.proposing} disabled={!form.amount.trim()}>
            Bedrag voorstellen
          </Button>
        </div>
      </form>
    </Card>
  );
}
