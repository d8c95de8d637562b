import { useState } from 'react';
import { Button, Card, DisputeSummary, ErrorState, PageSpinner } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import { type Dispute, useDisputeStep, useLatestDispute } from './disputeApi';
import { TextStepForm } from './TextStepForm';

/** No dispute yet: what a dispute does, and 'Geschil openen' for either party (payments says when it may). */
function OpenDispute({ projectId }: { projectId: string }) {
  const [opening, setOpening] = useState(false);
  const open = useDisputeStep(projectId, (reason) => ({ url: '/disputes', body: { projectId, reason } }));
  if (opening)
    return (
      <TextStepForm
        title="Geschil openen"
        label="Wat is het probleem?"
        hint="10 tot 2000 tekens. Support leest mee; het geld wordt vastgehouden tot er definitief is besloten."
        submitLabel="Geschil openen"
        step={open}
      />
    );
  return (
    <Card title="Geschil">
      <p>
        Komen jullie er samen niet uit? Open een geschil: beide partijen lichten toe, support besluit binnen 5 werkdagen na de
        bewijstermijn en het geld wordt tot dan vastgehouden.
      </p>
      <Button variant="secondary" onClick={() => setOpening(true)}>
        Geschil openen
      </Button>
    </Card>
  );
}

/** The dispute on one screen: its summary, a statement while the parties explain, the appeal while it may be made. */
function FollowDispute({ projectId, dispute }: { projectId: string; dispute: Dispute }) {
  const statement = useDisputeStep(projectId, (text) => ({ url: `/disputes/${dispute.id}/statements`, body: { text } }));
  const appeal = useDisputeStep(projectId, (reason) => ({ url: `/disputes/${dispute.id}/appeal`, body: { reason } }));
  return (
    <div className="cw-stack">
      <DisputeSummary dispute={dispute} />
      {dispute.actions.addStatement && (
        <TextStepForm
          title="Jouw toelichting"
          label="Toelichting"
          hint="Leg uit wat er is gebeurd. Verwijs naar versies, berichten of bestanden in de werkruimte."
          submitLabel="Toelichting toevoegen"
          step={statement}
        />
      )}
      {dispute.actions.appeal && (
        <TextStepForm
          title="In beroep gaan"
          label="Waarom moet support opnieuw kijken?"
          hint="Eén keer, binnen 14 dagen na het besluit. Tot dan wordt er geen geld verplaatst."
          submitLabel="In beroep gaan"
          step={appeal}
        />
      )}
    </div>
  );
}

export function DisputeTab({ project }: { project: ProjectBody }) {
  const { data: dispute, isLoading, error, refetch } = useLatestDispute(project.id);
  if (isLoading) return <PageSpinner />;
  if (error) return <ErrorState message="Fout bij het laden van het geschil" onRetry={() => refetch()} />;
  return dispute && dispute.status !== 'closed' ? (
    <FollowDispute projectId={project.id} dispute={dispute} />
  ) : (
    <div className="cw-stack">
      {dispute && <DisputeSummary dispute={dispute} />}
      {!dispute && <OpenDispute projectId={project.id} />}
    </div>
  );
}
