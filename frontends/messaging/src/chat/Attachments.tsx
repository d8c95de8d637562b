import { useEffect, useState } from 'react';
import { formatFileSize } from '@clipwerk/ui';
import type { AttachmentBody } from '@clipwerk/contracts/messaging';
import { fetchAttachment } from '../api';
import { TEXTS } from '../messages';

/** How long a blob URL handed to a download lives: the browser has taken it over by then. */
const DOWNLOAD_URL_LIFETIME_MS = 1000;

/** A picture shown in the bubble; fetched with the token, released when the bubble goes. */
function AttachedPicture({ attachment }: { attachment: AttachmentBody }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    let active = true;
    fetchAttachment(attachment)
      .then((blob) => {
        if (!active) return;
        created = URL.createObjectURL(blob);
        setSrc(created);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [attachment]);
  if (failed) return <span className="msg-attachment__failed">{TEXTS.attachmentLoadFailed}</span>;
  return src ? <img className="msg-attachment__image" src={src} alt={attachment.name} /> : null;
}

async function download(attachment: AttachmentBody) {
  const url = URL.createObjectURL(await fetchAttachment(attachment));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** The files of one message: pictures inline, every file downloadable under its own name. */
export function MessageAttachments({ attachments }: { attachments: AttachmentBody[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="msg-attachments" aria-label={TEXTS.attachmentsLabel}>
      {attachments.map((attachment) => (
        <li key={attachment.id} className="msg-attachment">
          {attachment.mimeType.startsWith('image/') && <AttachedPicture attachment={attachment} />}
          <button type="button" className="msg-attachment__download" onClick={() => void download(attachment)}>
            {TEXTS.downloadAttachment(attachment.name, formatFileSize(attachment.size))}
          </button>
        </li>
      ))}
    </ul>
  );
}
