import { Card, CREATOR_SHARE_PERCENT, EmptyState, Icon, PAYOUT_RULE } from '@clipwerk/ui';

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
            Je ontvangt {CREATOR_SHARE_PERCENT}% van het afgesproken bedrag. {PAYOUT_RULE}
          </>
        }
      />
    </Card>
  );
}
