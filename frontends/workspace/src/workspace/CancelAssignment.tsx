import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Button, Modal } from '@clipwerk/ui';
import { DEADLINE_TEXTS } from './deadlines';

/** The company ends the assignment after asking once: the deposit goes back in full. */
export function CancelAssignment({ projectId, confirm }: { projectId: string; confirm: string }) {
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
        <p>{confirm}</p>
      </Modal>
    </>
  );
}
