import type { ComponentProps } from 'react';
import { Badge, Button, TextField } from '@clipwerk/ui';
import { FilePicker } from './FilePicker';
import type { UploadKind } from './usePortfolioItemSave';

type Upload = { uploading: UploadKind | null; upload: (kind: UploadKind, file: File) => void };

/** The item's video: an uploaded file, or else a link; while a file is uploaded the link field is locked. */
export function PortfolioVideoField({
  videoLocked,
  linkField,
  onRemoveVideo,
  uploading,
  upload,
}: Upload & { videoLocked: boolean; linkField: Omit<ComponentProps<typeof TextField>, 'label'>; onRemoveVideo: () => void }) {
  return (
    <>
      <div className="cw-field">
        <span className="cw-field__label">Video</span>
        <div className="cw-row">
          {videoLocked ? (
            <>
              <Badge tone="success">Video geüpload</Badge>
              <Button variant="ghost" size="sm" onClick={onRemoveVideo}>
                Video verwijderen
              </Button>
            </>
          ) : (
            <FilePicker
              label="Video uploaden"
              accept="video/*"
              busy={uploading === 'video'}
              onPick={(file) => upload('video', file)}
            />
          )}
          <span className="cw-small cw-muted">Maximaal 50MB</span>
        </div>
      </div>
      <TextField
        label="Of plak een videolink"
        type="url"
        placeholder="https://www.tiktok.com/@jij/video/..."
        disabled={videoLocked}
        hint={
          videoLocked
            ? 'Verwijder eerst de geüploade video om een link te gebruiken.'
            : 'TikTok, Instagram, YouTube of een andere openbare link.'
        }
        {...linkField}
      />
    </>
  );
}

/** The optional thumbnail: an uploaded image, shown once chosen. */
export function PortfolioThumbnailField({ thumbnailUrl, uploading, upload }: Upload & { thumbnailUrl: string }) {
  return (
    <div className="cw-field">
      <span className="cw-field__label">Thumbnail (optioneel)</span>
      <div className="cw-row">
        <FilePicker
          label={thumbnailUrl ? 'Andere afbeelding' : 'Afbeelding uploaden'}
          accept="image/*"
          busy={uploading === 'thumbnail'}
          onPick={(file) => upload('thumbnail', file)}
        />
        {thumbnailUrl && <img src={thumbnailUrl} alt="Gekozen thumbnail" style={{ height: 48, borderRadius: 6 }} />}
        <span className="cw-small cw-muted">Maximaal 5MB</span>
      </div>
    </div>
  );
}
