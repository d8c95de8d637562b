import { useState } from 'react';
import { CLIP_TEXTS } from '../copy';
import { Icon } from './Icon';

/** A file uploaded to our storage, not a link elsewhere (TikTok, YouTube): such a video plays on our pages. */
export function isUploadedFile(url: string | null | undefined): boolean {
  return !!url && (url.includes('/uploads/') || url.startsWith('/api/media/'));
}

/**
 * A video's still with a play button; a click swaps in the video itself, playing (a click asked for it, so it
 * may start with sound). A video elsewhere is not played here: only the still shows; without a still, a film icon on the brand colours.
 */
export function ClipPlayer({ src, poster, title }: { src?: string; poster?: string | null; title: string }) {
  const [playing, setPlaying] = useState(false);
  const playable = isUploadedFile(src);
  if (playing && playable) {
    return (
      <video
        className="cw-clip cw-clip--playing"
        src={src}
        poster={poster || undefined}
        controls
        autoPlay
        playsInline
        aria-label={CLIP_TEXTS.video(title)}
      />
    );
  }
  const still = poster ? (
    <img className="cw-clip" src={poster} alt={CLIP_TEXTS.still(title)} loading="lazy" />
  ) : (
    <div className="cw-clip cw-clip--empty" aria-hidden="true">
      <Icon name="film" size={28} />
    </div>
  );
  if (!playable) return still;
  return (
    <button type="button" className="cw-clip-play" onClick={() => setPlaying(true)} aria-label={CLIP_TEXTS.play(title)}>
      {still}
      <span className="cw-clip-play__icon" aria-hidden="true" />
    </button>
  );
}
