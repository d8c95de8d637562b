import { Button, Modal } from '@clipwerk/ui';
import { REVIEW_TEXTS } from './texts';

/** Approving makes the final payment due: the company confirms it knowing what follows. */
export function ApproveDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      size="sm"
      title={REVIEW_TEXTS.approveTitle}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {REVIEW_TEXTS.cancel}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {REVIEW_TEXTS.approveConfirm}
          </Button>
        </>
      }
    >
      <p>{REVIEW_TEXTS.approveWhatFollows}</p>
    </Modal>
  );
}
