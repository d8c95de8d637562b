import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError, errorMessage } from '@clipwerk/shell/sdk';
import { Button, Icon, newIdempotencyKey } from '@clipwerk/ui';
import type { AttachmentBody } from '@clipwerk/contracts/messaging';
import { TEXTS } from '../messages';
import { canSend, charactersLeft, MESSAGE_MAX } from '../rules';

/**
 * The text box under a conversation: Enter sends, Shift+Enter starts a new line, the counter shows once the text
 * is longer than 1800 characters. A failed send keeps the text (and its idempotency key, so a retry that reaches
 * the server twice is still stored once). With `onAttach`, files are uploaded as they are chosen and go with the
 * next message.
 */
export function Composer({
  onSend,
  onAttach,
  onTyping,
  disabled = false,
}: {
  onSend: (content: string, idempotencyKey: string, attachmentIds: string[]) => Promise<unknown>;
  onAttach?: (file: File) => Promise<AttachmentBody>;
  /** Called on every keystroke that changes the text (for the other party's typing indicator). */
  onTyping?: () => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [attached, setAttached] = useState<AttachmentBody[]>([]);
  const [uploading, setUploading] = useState(0);
  const [uploadFailed, setUploadFailed] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const left = charactersLeft(text);
  const sendable = canSend(text) && !sending && !disabled && uploading === 0;

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!onAttach) return;
    setUploadFailed(null);
    setUploading((count) => count + files.length);
    await Promise.all(
      files.map((file) =>
        onAttach(file)
          .then((attachment) => setAttached((current) => [...current, attachment]))
          .catch(() => setUploadFailed(TEXTS.attachmentUploadFailed(file.name)))
          .finally(() => setUploading((count) => count - 1)),
      ),
    );
  }

  async function send() {
    if (!sendable) return;
    setSending(true);
    setFailed(null);
    try {
      await onSend(
        text.trim(),
        key.current,
        attached.map((attachment) => attachment.id),
      );
      setText('');
      setAttached([]);
      key.current = newIdempotencyKey();
    } catch (error) {
      // Messaging's own reason when it refused the text; else that it could not be sent (and may be retried).
      setFailed(error instanceof ApiError && error.status === 400 ? errorMessage(error, TEXTS.sendFailed) : TEXTS.sendFailed);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form className="msg-composer" onSubmit={onSubmit}>
      {failed && (
        <p className="msg-composer__error" role="alert">
          {failed}
        </p>
      )}
      {uploadFailed && (
        <p className="msg-composer__error" role="alert">
          {uploadFailed}
        </p>
      )}
      {(attached.length > 0 || uploading > 0) && (
        <ul className="msg-composer__files" aria-label={TEXTS.attachmentsLabel}>
          {attached.map((attachment) => (
            <li key={attachment.id}>
              {attachment.name}
              <button
                type="button"
                aria-label={TEXTS.removeAttachment(attachment.name)}
                onClick={() => setAttached((current) => current.filter((other) => other.id !== attachment.id))}
              >
                ×
              </button>
            </li>
          ))}
          {uploading > 0 && <li aria-live="polite">{TEXTS.attachmentUploading}</li>}
        </ul>
      )}
      <div className="msg-composer__row">
        <label className="cw-visually-hidden" htmlFor="msg-composer-text">
          {TEXTS.composerLabel}
        </label>
        <textarea
          id="msg-composer-text"
          className="msg-composer__text"
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX}
          placeholder={TEXTS.composerPlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            // A key belongs to one text: an edited text is a new message.
            key.current = newIdempotencyKey();
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
        />
        {onAttach && (
          <label className="msg-composer__attach" title={TEXTS.attach}>
            <span aria-hidden="true">
              <Icon name="paperclip" size={20} />
            </span>
            <input
              type="file"
              accept="image/*,video/*"
              multiple
              aria-label={TEXTS.attach}
              onChange={attach}
              disabled={disabled}
            />
          </label>
        )}
        <Button type="submit" disabled={!sendable} loading={sending}>
          {TEXTS.send}
        </Button>
      </div>
      {left !== null && (
        <p
          className={left < 0 ? 'msg-composer__counter msg-composer__counter--over' : 'msg-composer__counter'}
          aria-live="polite"
        >
          {TEXTS.charactersLeft(left)}
        </p>
      )}
    </form>
  );
}
