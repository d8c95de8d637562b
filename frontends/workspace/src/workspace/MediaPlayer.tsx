import { forwardRef, useRef, type Ref } from 'react';
import { Spinner } from '@clipwerk/ui';
import type { DeliverableFileBody } from '@clipwerk/contracts/projects';
import { MESSAGES } from '../messages';
import { useFileUrl, usePosterUrl } from './useFileUrl';
import { isVideo } from './workspaceView';

/**
 * A recording straight from a browser (MediaRecorder WebM) carries no duration: the player reports Infinity until it
 * has read to the end, so only a finite duration is passed on.
 */
function reportDuration(seconds: number, onDuration?: (seconds: number) => void) {
  if (Number.isFinite(seconds) && seconds > 0) onDuration?.(seconds);
}

/** One version of a deliverable: an HTML5 video (streamed from a preview link, its poster frame while it loads) or an image. */
export const MediaPlayer = forwardRef(function MediaPlayer(
  {
    projectId,
    file,
    onTimeUpdate,
    onDuration,
  }: {
    projectId: string;
    file: DeliverableFileBody;
    onTimeUpdate?: (seconds: number) => void;
    onDuration?: (seconds: number) => void;
  },
  ref: Ref<HTMLVideoElement>,
) {
  const { url, failed } = useFileUrl(projectId, file.id);
  const probingDuration = useRef(false);
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
      onLoadedMetadata={(event) => {
        // Seeking far past the end makes the player find the real duration; it goes back to the start below.
        if (event.currentTarget.duration !== Infinity) return;
        probingDuration.current = true;
        event.currentTarget.currentTime = Number.MAX_SAFE_INTEGER;
      }}
      onDurationChange={(event) => {
        const video = event.currentTarget;
        if (!Number.isFinite(video.duration)) return;
        reportDuration(video.duration, onDuration);
        if (probingDuration.current) {
          probingDuration.current = false;
          // Back to the start from the end the probe sought, but not from a moment the viewer chose meanwhile.
          if (video.currentTime >= video.duration) video.currentTime = 0;
        }
      }}
    />
  ) : (
    <img className="ws-media" src={url} alt={MESSAGES.imageAlt(file.originalName, file.version)} />
  );
});
