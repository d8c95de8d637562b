import { Button, Modal, TextArea } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import type { useProposalDecision } from './useProposalDecision';

/** The confirmation to accept a proposal and the question why to reject one. */
export function ProposalDecisionModals({
  decision,
  setDecision,
  reason,
  setReason,
  busy,
  decide,
}: ReturnType<typeof useProposalDecision>) {
  return (
    <>
      <Modal
        open={decision?.kind === 'accept'}
        title="Voorstel accepteren"
        size="sm"
        onClose={() => setDecision(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDecision(null)}>
              Annuleren
            </Button>
            <Button loading={busy} onClick={decide}>
              Ja, accepteren
            </Button>
          </>
        }
      >
        <p>{TEXTS.acceptConfirm}</p>
        <p className="cw-muted cw-small">De andere voorstellen voor deze opdracht worden dan afgewezen.</p>
      </Modal>
      <Modal
        open={decision?.kind === 'reject'}
        title="Voorstel afwijzen"
        size="sm"
        onClose={() => setDecision(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDecision(null)}>
              Annuleren
            </Button>
            <Button variant="danger" loading={busy} onClick={decide}>
              Afwijzen
            </Button>
          </>
        }
      >
        <TextArea
          label="Reden (optioneel)"
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          hint="De creator ziet deze reden bij het voorstel."
        />
      </Modal>
    </>
  );
}
