import { Button } from '@clipwerk/ui';

export type PaymentMethod = 'ideal' | 'card';

/** The two ways to pay a half: iDEAL (the provider's checkout) and a card (the card dialog); one runs at a time. */
export function PaymentMethodButtons({
  starting,
  disabled = false,
  onChoose,
}: {
  starting: PaymentMethod | null;
  disabled?: boolean;
  onChoose: (method: PaymentMethod) => void;
}) {
  return (
    <div className="cw-stack">
      <Button
        size="lg"
        block
        className="mk-ideal"
        disabled={disabled || starting !== null}
        loading={starting === 'ideal'}
        onClick={() => onChoose('ideal')}
      >
        Betaal met iDEAL
      </Button>
      <Button
        size="lg"
        block
        variant="secondary"
        disabled={disabled || starting !== null}
        loading={starting === 'card'}
        onClick={() => onChoose('card')}
      >
        Betaal met kaart
      </Button>
    </div>
  );
}
