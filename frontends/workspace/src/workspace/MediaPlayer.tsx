import { forwardRef, type Ref } from 'react';
import { Spinner } from '@clipwerk/ui';
import type { DeliverableFile } from '../project/types';
import { useFileUrl } from './useFileUrl';
import { isVideo } from './workspaceView';

/** One version of a deliverable: an HTML5 video or an image, loaded with the session's token. */
export const MediaPlayer = forwardRef(function MediaPlayer(
  {
    projectId,
    file,
    onTimeUpdate,
    onDuration,
  }: {
    projectId: string;
    file: DeliverableFile;
    onTimeUpdate?: (seconds: number) => void;
    onDuration?: (seconds: number) => void;
  },
  ref: Ref<HTMLVideoElement>,
) {
  const { url, failed } = useFileUrl(projectId, file.id);
  if (failed) return <p className="cw-small cw-muted">Kon preview niet laden</p>;
  if (!url) return <Spinner size="sm" label="Preview laden..." />;
  return isVideo(file) ? (
    <video
      ref={ref}
      className="ws-media"
      src={url}
      controls
      preload="metadata"
      aria-label={`Video ${file.originalName} (versie ${file.version})`}
      onTimeUpdate={(event) => onTimeUpdate?.(event.currentTarget.currentTime)}
      onLoadedMetadata={(event) => onDuration?.(event.currentTarget.duration)}
    />
  ) : (
    <img className="ws-media" src={url} alt={`${file.originalName} (versie ${file.version})`} />
  );
});
