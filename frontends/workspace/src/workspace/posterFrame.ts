// A video's poster frame, drawn in the browser from the local file right after its upload: the
// browser decodes the video anyway, the server has no decoder.

/** Posters are at most this wide; a taller-than-wide video keeps its proportions. */
export const POSTER_MAX_WIDTH = 640;
/** How far into the video the frame is taken: past a fade-in, still the opening shot. */
export const POSTER_AT_SECONDS = 1;
const POSTER_QUALITY = 0.8;
/** A video the browser cannot open within this time gets no poster. */
const LOAD_TIMEOUT_MS = 15_000;

/** ~1 s in, or the first frame of a clip that is not longer than that (or whose length the file does not tell). */
export function posterTime(durationSeconds: number): number {
  return Number.isFinite(durationSeconds) && durationSeconds > POSTER_AT_SECONDS ? POSTER_AT_SECONDS : 0;
}

/** The poster's size for a video of `width` × `height`: at most POSTER_MAX_WIDTH wide, same proportions. */
export function posterSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, POSTER_MAX_WIDTH / width);
  return { width: Math.round(width * scale), height: Math.max(1, Math.round(height * scale)) };
}

function once(target: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${event} timed out`)), LOAD_TIMEOUT_MS);
    const onEvent = () => done();
    const onError = () => done(new Error('video error'));
    function done(error?: Error) {
      clearTimeout(timer);
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    }
    target.addEventListener(event, onEvent);
    target.addEventListener('error', onError);
  });
}

/** A JPEG of one frame of the local video file, or null when the browser cannot decode it. */
export async function capturePosterFrame(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  // Never attached to the page: a detached element decodes the same and is never seen.
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = url;
    await loaded;
    const seeked = once(video, 'seeked');
    video.currentTime = posterTime(video.duration);
    await seeked;
    if (!video.videoWidth || !video.videoHeight) return null;
    const { width, height } = posterSize(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', POSTER_QUALITY));
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
