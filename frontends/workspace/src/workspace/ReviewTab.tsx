import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, Spinner } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import type { WorkspaceRole } from './workspaceView';
import { DeliverableReviewCard } from './DeliverableReviewCard';
import { ApproveDialog } from './ApproveDialog';
import { deliverablesKey, projectKey, useDeliverables } from './workspaceApi';
import { latestFile } from './workspaceView';

const STATUS_EXPLANATIONS: Record<string, string> = {
  in_progress: 'De creator werkt aan de content. Zodra die is opgeleverd, beoordeel je hem hier.',
  delivered: 'De creator heeft de content opgeleverd. Bekijk hem en keur goed of vraag een revisie.',
  under_review: 'Je beoordeelt de content. Keur elke oplevering goed of vraag een revisie.',
  revision_requested: 'Je hebt een revisie gevraagd. De creator past de content aan.',
  approved: 'Je hebt de content goedgekeurd. Rond de eindbetaling af om de opdracht te voltooien.',
  completed: 'Deze opdracht is voltooid.',
};

/** When to approve and when to ask a revision, naming only what this brief has (a product, do's, don'ts). */
export function reviewChecklist(project: ProjectBody) {
  const hasDos = (project.dosAndDonts?.dos ?? []).length > 0;
  const hasDonts = (project.dosAndDonts?.donts ?? []).length > 0;
  const hasProduct = Boolean(project.productInfo);
  const only = (items: Array<string | false>) => items.filter((item): item is string => Boolean(item));
  return {
    approve: only([
      hasDos ? 'De content past bij de briefing en de lijst ‘Te doen’' : 'De content past bij de briefing',
      hasProduct && 'Het product is goed en lang genoeg in beeld',
      'Beeld en geluid zijn scherp en duidelijk',
      'Het formaat en de lengte kloppen',
    ]),
    revision: only([
      hasDonts && 'Een punt uit de lijst ‘Niet doen’ zit erin',
      hasProduct ? 'Het product of merk is onjuist of nauwelijks te zien' : 'Het merk is onjuist of nauwelijks te zien',
      'Technische fouten: onscherp, slecht geluid, verkeerd formaat',
      'Een afgesproken oplevering ontbreekt',
    ]),
  };
}

// Content that is being reviewed can be approved in one go.
const APPROVABLE = ['delivered', 'under_review'];

export function ReviewTab({ project, role }: { project: ProjectBody; role: WorkspaceRole }) {
  return role.isOwner ? <OwnerReview project={project} /> : <CreatorReview project={project} />;
}

/** The deliverables with the parties' comments, the owner's verdict left out. */
function DeliverableCards({ project, canJudge }: { project: ProjectBody; canJudge: boolean }) {
  const deliverables = useDeliverables(project.id);
  if (deliverables.isLoading) return <Spinner label="Opleveringen laden..." />;
  if ((deliverables.data ?? []).length === 0) return <p className="cw-muted">Er zijn nog geen versies geüpload.</p>;
  return (
    <>
      {(deliverables.data ?? []).map((deliverable) => (
        <DeliverableReviewCard key={deliverable.id} project={project} deliverable={deliverable} canJudge={canJudge} />
      ))}
    </>
  );
}

/** The creator reads the company's comments on her versions, answers them and marks them resolved. */
function CreatorReview({ project }: { project: ProjectBody }) {
  return (
    <div className="cw-stack">
      <Alert tone="info">
        Hier zie je de opmerkingen van het bedrijf bij je versies. Beantwoord ze of markeer ze als opgelost.
      </Alert>
      <DeliverableCards project={project} canJudge={false} />
    </div>
  );
}

function OwnerReview({ project }: { project: ProjectBody }) {
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const deliverables = useDeliverables(project.id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
  const { mutate: startReview } = useMutation({
    mutationFn: () => api.post(`/projects/${project.id}/start-review`),
    onSuccess: refresh,
  });
  const [confirming, setConfirming] = useState(false);
  // The approval names the newest version of each deliverable on screen; a newer one delivered meanwhile is 409.
  const approveAll = useMutation({
    mutationFn: () =>
      api.post(`/projects/${project.id}/approve`, {
        fileIds: (deliverables.data ?? []).flatMap((deliverable) => latestFile(deliverable)?.id ?? []),
      }),
    onSuccess: () => {
      notify('Alle content is goedgekeurd!', { tone: 'success' });
      return refresh();
    },
    onError: (error) => {
      notify(errorMessage(error), { tone: 'danger' });
      return queryClient.invalidateQueries({ queryKey: deliverablesKey(project.id) });
    },
    onSettled: () => setConfirming(false),
  });
  // Opening delivered content starts the review, once.
  const started = useRef(false);
  useEffect(() => {
    if (project.status === 'delivered' && !started.current) {
      started.current = true;
      startReview();
    }
  }, [project.status, startReview]);

  const checklist = reviewChecklist(project);
  return (
    <div className="cw-stack">
      <Alert tone="info">{STATUS_EXPLANATIONS[project.status] ?? 'Er is nog geen content om te beoordelen.'}</Alert>
      {APPROVABLE.includes(project.status) && <Button onClick={() => setConfirming(true)}>Alles goedkeuren</Button>}
      <ApproveDialog
        open={confirming}
        busy={approveAll.isPending}
        onConfirm={() => approveAll.mutate()}
        onClose={() => setConfirming(false)}
      />
      <DeliverableCards project={project} canJudge />
      <Card title="Wanneer keur je goed?">
        <div className="cw-grid cw-grid--2">
          <div>
            <h3 className="cw-small">Goedkeuren als</h3>
            <ul className="ws-list">
              {checklist.approve.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="cw-small">Revisie vragen als</h3>
            <ul className="ws-list">
              {checklist.revision.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Card>
    </div>
  );
}
