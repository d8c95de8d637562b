import { Card, EmptyState, Icon } from '@clipwerk/ui';
import { PayoutRule, TermsFigure } from '@clipwerk/shell/sdk';

/** Payout account onboarding arrives with the payments service; until then this explains what will come. */
export function PayoutsTab() {
  return (
    <Card>
      <EmptyState
        icon={<Icon name="bank" />}
        title="Uitbetalingen komen eraan"
        description={
          <>
            Binnenkort koppel je hier je bankrekening via onze betaalprovider. Deze functie wordt beschikbaar samen met de
            betalingen op Clipwerk.
            <br />
            <br />
            Je ontvangt <TermsFigure of="creatorSharePercent" />% van het afgesproken bedrag. <PayoutRule />
          </>
        }
      />
    </Card>
  );
}
