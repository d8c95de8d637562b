import { useState, type ChangeEvent } from 'react';
import type { AttachmentBody } from '@clipwerk/contracts/messaging';
import { TEXTS } from '../messages';

/** Files for the next message: uploaded as they are chosen, removable, cleared once the message is sent. */
export function useComposerAttachments(onAttach?: (file: File) => Promise<AttachmentBody>) {
  const [attached, setAttached] = useState<AttachmentBody[]>([]);
  const [uploading, setUploading] = useState(0);
  const [uploadFailed, setUploadFailed] = useState<string | null>(null);

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

  const remove = (id: string) => setAttached((current) => current.filter((other) => other.id !== id));
  const clear = () => setAttached([]);

  return { attached, uploading, uploadFailed, attach, remove, clear };
}
