// Calls of the workspace: the project, its deliverables, posters, and files fetched with the session's
// token (a plain link would carry no Authorization header). Uploads go through resumableUpload.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, api, tokenStore, type ApiClient } from '@clipwerk/shell/sdk';
import type { DeliverablesAnswer, ProjectDetailAnswer } from '@clipwerk/contracts/projects';

export interface PreviewLinkAnswer {
  url: string;
  expiresAt: string;
}

/** A short-lived address for one file that a <video> or <img> can stream from (they cannot send the token). */
export const fetchPreviewLink = (projectId: string, fileId: string) =>
  api.post<PreviewLinkAnswer>(`/upload/preview/${projectId}/${fileId}/link`);

export const projectKey = (id: string) => ['workspace', 'project', id] as const;
export const deliverablesKey = (id: string) => ['workspace', 'deliverables', id] as const;

/** The project as its workspace shows it; `client`: the page's API client, or the gateway's when it draws the page. */
export const projectQuery = (id: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: () => client.get<ProjectDetailAnswer>(`/projects/${id}`),
    retry: false,
  });

/**
 * A payment made on another remote's page changes the project (its state, the downloads): the werkruimte reads it
 * afresh whenever it opens, so no other remote needs to clear this cache.
 */
export const useProject = (id: string) => useQuery({ ...projectQuery(id), refetchOnMount: 'always' });

export function useDeliverables(id: string, enabled = true) {
  return useQuery({
    queryKey: deliverablesKey(id),
    queryFn: async () => (await api.get<DeliverablesAnswer>(`/upload/deliverables/${id}`)).deliverables ?? [],
    enabled,
  });
}

/**
 * PUT /upload/poster/{projectId}/{fileId}: a video version's poster frame (JPEG), sent as the body with the token
 * (the API client sends JSON only).
 */
export async function putPoster(projectId: string, fileId: string, poster: Blob): Promise<void> {
  const token = tokenStore.get();
  const response = await fetch(`${API_BASE}/upload/poster/${projectId}/${fileId}`, {
    method: 'PUT',
    headers: { 'Content-Type': poster.type || 'image/jpeg', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: poster,
  });
  if (!response.ok) throw new ApiError(response.status, 'poster');
}

/** A file version's poster (its `posterUrl`, e.g. /api/upload/poster/…) as a blob, with the token. */
export async function fetchPosterBlob(posterUrl: string): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(posterUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, 'poster');
  return response.blob();
}

/** A deliverable's file as released for download (GET /upload/download/{projectId}/{fileId}), with the token. */
async function fetchDownloadBlob(projectId: string, fileId: string): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(`${API_BASE}/upload/download/${projectId}/${fileId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'download');
  return response.blob();
}

/** How long a blob URL handed to a download lives: the browser has taken it over by then. */
const BLOB_URL_LIFETIME_MS = 1000;

/**
 * Opens the file in a new tab that streams it, at `atSeconds` for a video (a media fragment). The tab opens at once,
 * while the click still counts as the user's.
 */
export async function openPreview(projectId: string, fileId: string, atSeconds?: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const link = await fetchPreviewLink(projectId, fileId);
    const url = atSeconds === undefined ? link.url : `${link.url}#t=${atSeconds}`;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export async function downloadFile(projectId: string, fileId: string, originalName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchDownloadBlob(projectId, fileId));
  const link = document.createElement('a');
  link.href = url;
  link.download = originalName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
