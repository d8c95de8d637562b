export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastMessage {
  id: string;
  message: string;
  tone: ToastTone;
}

/** Top-right stack of short notices; timing and state live with whoever owns the list (the shell SDK). */
export function ToastViewport({ toasts, onDismiss }: { toasts: readonly ToastMessage[]; onDismiss: (id: string) => void }) {
  return (
    <div className="cw-toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={`cw-toast cw-toast--${toast.tone}`} role="status">
          <span className="cw-toast__dot" aria-hidden="true" />
          <p className="cw-toast__message">{toast.message}</p>
          <button type="button" className="cw-toast__close" onClick={() => onDismiss(toast.id)} aria-label="Melding sluiten">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
