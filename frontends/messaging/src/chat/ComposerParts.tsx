import type { ChangeEvent } from 'react';
import { Icon } from '@clipwerk/ui';
import type { AttachmentBody } from '@clipwerk/contracts/messaging';
import { TEXTS } from '../messages';

/** The files going with the next message, each removable, and a line while one is still uploading. */
export function ComposerFiles({
  attached,
  uploading,
  onRemove,
}: {
  attached: AttachmentBody[];
  uploading: number;
  onRemove: (id: string) => void;
}) {
  return (
    <ul className="msg-composer__files" aria-label={TEXTS.attachmentsLabel}>
      {attached.map((attachment) => (
        <li key={attachment.id}>
          {attachment.name}
          <button type="button" aria-label={TEXTS.removeAttachment(attachment.name)} onClick={() => onRemove(attachment.id)}>
            ×
          </button>
        </li>
      ))}
      {uploading > 0 && <li aria-live="polite">{TEXTS.attachmentUploading}</li>}
    </ul>
  );
}

/** The paperclip: a file input for images and videos. */
export function AttachButton({
  onChange,
  disabled,
}: {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
}) {
  return (
    <label className="msg-composer__attach" title={TEXTS.attach}>
      <span aria-hidden="true">
        <Icon name="paperclip" size={20} />
      </span>
      <input type="file" accept="image/*,video/*" multiple aria-label={TEXTS.attach} onChange={onChange} disabled={disabled} />
    </label>
  );
}

/** How many characters are left, marked once the text is too long. */
export function CharactersLeft({ left }: { left: number }) {
  return (
    <p className={left < 0 ? 'msg-composer__counter msg-composer__counter--over' : 'msg-composer__counter'} aria-live="polite">
      {TEXTS.charactersLeft(left)}
    </p>
  );
}

/** A line that says what went wrong, read out at once. */
export function ComposerError({ children }: { children: string }) {
  return (
    <p className="msg-composer__error" role="alert">
      {children}
    </p>
  );
}
