import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Button, Modal } from '@clipwerk/ui';
import type { ProjectDeadlines } from '@clipwerk/contracts/projects';
import { DEADLINE_TEXTS } from './deadlines';
import { useNextStep } from './useNextStep';

/** The company ends an assignment whose delivery date passed: the deposit goes back, the creator is told. */
function CancelAssignment({ projectId }: { projectId: string }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const { notify } = useToasts();
  const cancel = useMutation({
    mutationFn: () => api.post(`/projects/${projectId}/cancel`),
    onSuccess: () => {
      notify(DEADLINE_TEXTS.cancelled, { tone: 'success' });
      navigate('/my-projects');
    },
    onError: (error) => notify(errorMessage(error), { tone: 'danger' }),
  });
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {DEADLINE_TEXTS.cancel}
      </Button>
      <Modal
        open={asking}
        title={DEADLINE_TEXTS.cancel}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {DEADLINE_TEXTS.cancelKeep}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {DEADLINE_TEXTS.cancel}
            </Button>
          </>
        }
      >
        <p>{DEADLINE_TEXTS.cancelConfirm}</p>
      </Modal>
    </>
  );
}

/** What the party looking must do next and by when, counting down while the page is open. */
export function DeadlineBanner({
  projectId,
  deadlines,
  isOwner,
}: {
  projectId: string;
  deadlines: ProjectDeadlines | undefined;
  isOwner: boolean;
}) {
  const step = useNextStep(projectId, deadlines, isOwner);
  if (!step) return null;
  return (
    <section className={`cw-alert cw-alert--${step.overdue ? 'warning' : 'info'} ws-banner`} aria-label={DEADLINE_TEXTS.label}>
      <div>
        <strong className="cw-alert__title">{step.action}</strong>
        {step.when && (
          <p className="ws-countdown" role="timer">
            {step.when}
          </p>
        )}
      </div>
      {step.canCancel && <CancelAssignment projectId={projectId} />}
    </section>
  );
}
