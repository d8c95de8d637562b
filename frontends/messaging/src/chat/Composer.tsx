import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError, errorMessage } from '@clipwerk/shell/sdk';
import { Button, newIdempotencyKey } from '@clipwerk/ui';
import type { AttachmentBody } from '@clipwerk/contracts/messaging';
import { TEXTS } from '../messages';
import { canSend, charactersLeft, MESSAGE_MAX } from '../rules';
import { AttachButton, CharactersLeft, ComposerError, ComposerFiles } from './ComposerParts';
import { useComposerAttachments } from './useComposerAttachments';

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
  const { attached, uploading, uploadFailed, attach, remove, clear } = useComposerAttachments(onAttach);
  const key = useRef(newIdempotencyKey());
  const left = charactersLeft(text);
  const sendable = canSend(text) && !sending && !disabled && uploading === 0;

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
      clear();
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
      {failed && <ComposerError>{failed}</ComposerError>}
      {uploadFailed && <ComposerError>{uploadFailed}</ComposerError>}
      {(attached.length > 0 || uploading > 0) && <ComposerFiles attached={attached} uploading={uploading} onRemove={remove} />}
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
        {onAttach && <AttachButton onChange={attach} disabled={disabled} />}
        <Button type="submit" disabled={!sendable} loading={sending}>
          {TEXTS.send}
        </Button>
      </div>
      {left !== null && <CharactersLeft left={left} />}
    </form>
  );
}
