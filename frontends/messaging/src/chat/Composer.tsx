import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@clipwerk/ui';
import { TEXTS } from '../messages';
import { canSend, charactersLeft, MESSAGE_MAX, newIdempotencyKey } from '../rules';

/**
 * The text box under a conversation: Enter sends, Shift+Enter starts a new line, the counter shows once the text
 * is longer than 1800 characters. A failed send keeps the text (and its idempotency key, so a retry that reaches
 * the server twice is still stored once).
 */
export function Composer({
  onSend,
  disabled = false,
}: {
  onSend: (content: string, idempotencyKey: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const key = useRef(newIdempotencyKey());
  const left = charactersLeft(text);
  const sendable = canSend(text) && !sending && !disabled;

  async function send() {
    if (!sendable) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(text.trim(), key.current);
      setText('');
      key.current = newIdempotencyKey();
    } catch {
      setFailed(true);
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
          {TEXTS.sendFailed}
        </p>
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
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
        />
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
