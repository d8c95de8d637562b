import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Button, TextArea } from '@clipwerk/ui';
import type { DeliverableBody, ProjectBody } from '@clipwerk/contracts/projects';
import { ApproveDialog } from './ApproveDialog';
import { deliverablesKey, projectKey } from './workspaceApi';
import { latestFile } from './workspaceView';

type Decision = 'approve' | 'revision';

/**
 * The owner's verdict on one deliverable. A revision request lists the open comments (the server adds them); an
 * approval names the version on screen and is confirmed in a dialog first.
 */
export function ReviewDecision({ project, deliverable }: { project: ProjectBody; deliverable: DeliverableBody }) {
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [feedback, setFeedback] = useState('');
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deliverablesKey(project.id) }),
      queryClient.invalidateQueries({ queryKey: projectKey(project.id) }),
    ]);

  const review = useMutation({
    mutationFn: (reviewType: Decision) =>
      api.post(`/projects/${project.id}/review-deliverable`, {
        deliverableId: deliverable.id,
        reviewType,
        feedback,
        ...(reviewType === 'approve' ? { fileId: latestFile(deliverable)?.id } : {}),
      }),
    onSuccess: (_answer, reviewType) => {
      notify(reviewType === 'approve' ? 'Oplevering goedgekeurd!' : 'Revisieverzoek verstuurd!', { tone: 'success' });
      setFeedback('');
      setDecision(null);
      setConfirming(false);
      return refresh();
    },
    onError: (error) => {
      setConfirming(false);
      notify(errorMessage(error, 'Fout bij het beoordelen van de oplevering'), { tone: 'danger' });
      return refresh();
    },
  });

  return (
    <div className="cw-stack">
      <div className="cw-row">
        <Button variant={decision === 'approve' ? 'primary' : 'secondary'} onClick={() => setDecision('approve')}>
          Goedkeuren
        </Button>
        <Button variant={decision === 'revision' ? 'danger' : 'secondary'} onClick={() => setDecision('revision')}>
          Revisie vragen
        </Button>
      </div>
      {decision && (
        <>
          <TextArea
            label="Feedback"
            placeholder={decision === 'approve' ? 'Optionele feedback...' : 'Beschrijf wat er aangepast moet worden...'}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
          />
          <Button
            loading={review.isPending && !confirming}
            onClick={() => (decision === 'approve' ? setConfirming(true) : review.mutate(decision))}
          >
            {decision === 'approve' ? 'Goedkeuring versturen' : 'Revisieverzoek versturen'}
          </Button>
        </>
      )}
      <ApproveDialog
        open={confirming}
        busy={review.isPending}
        onConfirm={() => review.mutate('approve')}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
