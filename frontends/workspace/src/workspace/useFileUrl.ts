import { useEffect, useState } from 'react';
import { fetchFileBlob } from './workspaceApi';

/** A blob URL of a deliverable's file for <video>/<img> (they cannot send the token), released when no longer shown. */
export function useFileUrl(projectId: string, fileId: string | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!fileId) return;
    let active = true;
    let url: string | null = null;
    fetchFileBlob(projectId, fileId)
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
  }, [projectId, fileId]);
  return state;
}
