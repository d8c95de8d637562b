import { useEffect, useState } from 'react';
import { fetchPosterBlob, fetchPreviewLink } from './workspaceApi';

/**
 * The address a player streams a deliverable from: the browser fetches byte ranges as it plays and seeks, so a
 * 2 GB video starts at once instead of after a whole download.
 */
export function useFileUrl(projectId: string, fileId: string | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!fileId) return;
    let active = true;
    fetchPreviewLink(projectId, fileId)
      .then((link) => active && setState({ url: link.url, failed: false }))
      .catch(() => active && setState({ url: null, failed: true }));
    return () => {
      active = false;
    };
  }, [projectId, fileId]);
  return state;
}

/** A blob URL of a version's poster (small, fetched with the token); null without one or when it cannot be fetched. */
export function usePosterUrl(posterUrl: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!posterUrl) return;
    let active = true;
    let created: string | null = null;
    fetchPosterBlob(posterUrl)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        if (active) setUrl(created);
        else URL.revokeObjectURL(created);
      })
      .catch(() => active && setUrl(null));
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [posterUrl]);
  return url;
}
