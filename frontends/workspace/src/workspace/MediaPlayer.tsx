import { forwardRef, type Ref } from 'react';
import { Spinner } from '@clipwerk/ui';
import type { DeliverableFile } from '../project/types';
import { MESSAGES } from '../messages';
import { useFileUrl, usePosterUrl } from './useFileUrl';
import { isVideo } from './workspaceView';

/** One version of a deliverable: an HTML5 video (with its poster frame while it loads) or an image, with the token. */
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
  const poster = usePosterUrl(isVideo(file) ? file.posterUrl : null);
  if (failed) return <p className="cw-small cw-muted">{MESSAGES.previewFailed}</p>;
  if (!url) {
    return poster ? (
      <img className="ws-media" src={poster} alt={MESSAGES.posterAlt(file.originalName, file.version)} />
    ) : (
      <Spinner size="sm" label={MESSAGES.previewLoading} />
    );
  }
  return isVideo(file) ? (
    <video
      ref={ref}
      className="ws-media"
      src={url}
      poster={poster ?? undefined}
      controls
      preload="metadata"
      aria-label={MESSAGES.videoLabel(file.originalName, file.version)}
      onTimeUpdate={(event) => onTimeUpdate?.(event.currentTarget.currentTime)}
      onLoadedMetadata={(event) => onDuration?.(event.currentTarget.duration)}
    />
  ) : (
    <img className="ws-media" src={url} alt={MESSAGES.imageAlt(file.originalName, file.version)} />
  );
});
