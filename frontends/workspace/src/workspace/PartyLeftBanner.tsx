import { Button } from '@clipwerk/ui';
import type { PartyLeftBody } from '@clipwerk/contracts/projects';
import { CancelAssignment } from './CancelAssignment';
import type { TabId } from './useWorkspaceTab';

export const PARTY_LEFT_TEXTS = {
  label: 'Account verwijderd',
  creatorLeft: 'De creator heeft haar account verwijderd.',
  companyLeft: 'Het bedrijf heeft zijn account verwijderd.',
  cancel: 'Je kunt de opdracht nu annuleren: je aanbetaling wordt volledig terugbetaald.',
  approve: 'Of keur de ingeleverde content goed en betaal de eindbetaling.',
  pay: 'Je hebt haar content goedgekeurd: betaal de eindbetaling om de content vrij te geven.',
  toReview: 'Oplevering beoordelen',
  toPayment: 'Eindbetaling betalen',
  cancelConfirm: 'De opdracht wordt geannuleerd en je aanbetaling volledig terugbetaald. Weet je het zeker?',
} as const;

/** Who left the assignment and, for the company, the ways to end it that projects sent. */
export function PartyLeftBanner({
  projectId,
  partyLeft,
  onGoTo,
}: {
  projectId: string;
  partyLeft: PartyLeftBody | null;
  onGoTo: (tab: TabId) => void;
}) {
  if (!partyLeft) return null;
  const { ways } = partyLeft;
  return (
    <section className="cw-alert cw-alert--warning ws-banner" aria-label={PARTY_LEFT_TEXTS.label}>
      <div>
        <strong className="cw-alert__title">
          {partyLeft.party === 'creator' ? PARTY_LEFT_TEXTS.creatorLeft : PARTY_LEFT_TEXTS.companyLeft}
        </strong>
        {ways.map((way) => (
          <p key={way}>{PARTY_LEFT_TEXTS[way]}</p>
        ))}
      </div>
      {ways.length > 0 && (
        <div className="cw-row">
          {ways.includes('approve') && (
            <Button variant="secondary" onClick={() => onGoTo('review')}>
              {PARTY_LEFT_TEXTS.toReview}
            </Button>
          )}
          {ways.includes('pay') && <Button onClick={() => onGoTo('payment')}>{PARTY_LEFT_TEXTS.toPayment}</Button>}
          {ways.includes('cancel') && <CancelAssignment projectId={projectId} confirm={PARTY_LEFT_TEXTS.cancelConfirm} />}
        </div>
      )}
    </section>
  );
}
