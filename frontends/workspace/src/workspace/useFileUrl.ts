import { useEffect, useState } from 'react';
import { fetchFileBlob, fetchPosterBlob } from './workspaceApi';

/** A blob URL of something fetched with the token, released when no longer shown; null without a source. */
function useBlobUrl(source: string | null | undefined, fetchBlob: () => Promise<Blob>) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!source) return;
    let active = true;
    let url: string | null = null;
    fetchBlob()
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (active) setState({ url, failed: false });
        else URL.revokeObjectURL(url);
      })
      .catch(() => active && setState({ url: null, failed: true }));
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
    // The source names what is fetched; the fetcher is a new closure on every render.
  }, [source]);
  return state;
}

/** A blob URL of a deliverable's file for <video>/<img> (they cannot send the token). */
export function useFileUrl(projectId: string, fileId: string | undefined): { url: string | null; failed: boolean } {
  return useBlobUrl(fileId && `${projectId}/${fileId}`, () => fetchFileBlob(projectId, fileId as string));
}

/** A blob URL of a version's poster; null without one or when it cannot be fetched (the video works without). */
export function usePosterUrl(posterUrl: string | null | undefined): string | null {
  return useBlobUrl(posterUrl, () => fetchPosterBlob(posterUrl as string)).url;
}
