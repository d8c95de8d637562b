// Calls of the workspace: the project, its deliverables and payment, uploads with progress and files fetched with
// the session's token (a plain link would carry no Authorization header).
import { useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, api, tokenStore } from '@clipwerk/shell/sdk';
import { fetchPreviewLink } from './useFileUrl';
import type { DeliverablesAnswer, PaymentStatus, ProjectDetailAnswer } from '../project/types';

export const projectKey = (id: string) => ['workspace', 'project', id] as const;
export const deliverablesKey = (id: string) => ['workspace', 'deliverables', id] as const;
export const paymentKey = (id: string) => ['workspace', 'payment', id] as const;

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKey(id),
    queryFn: () => api.get<ProjectDetailAnswer>(`/projects/${id}`),
    retry: false,
  });
}

export function useDeliverables(id: string, enabled = true) {
  return useQuery({
    queryKey: deliverablesKey(id),
    queryFn: async () => (await api.get<DeliverablesAnswer>(`/upload/deliverables/${id}`)).deliverables ?? [],
    enabled,
  });
}

export function usePaymentStatus(id: string, enabled = true) {
  return useQuery({
    queryKey: paymentKey(id),
    queryFn: async () => (await api.get<{ data: PaymentStatus }>(`/payments/projects/${id}/status`)).data,
    enabled,
  });
}

export const UNKNOWN_UPLOAD_ERROR = 'Onbekende fout bij het uploaden';

/**
 * POST /upload/deliverable/{projectId} as multipart (`deliverable` plus title, description and type), through
 * XMLHttpRequest because fetch reports no upload progress. `onProgress` gets 0–100. Rejects with the server's message.
 */
export function uploadDeliverable(projectId: string, file: File, onProgress: (percent: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('deliverable', file);
    form.append('title', file.name);
    form.append('description', '');
    form.append('type', 'deliverable');
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/upload/deliverable/${projectId}`);
    const token = tokenStore.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { message?: unknown } | null = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body);
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : UNKNOWN_UPLOAD_ERROR;
      reject(new ApiError(request.status, message, undefined, [], typeof body?.message === 'string' ? body.message : undefined));
    };
    request.onerror = () => reject(new ApiError(0, UNKNOWN_UPLOAD_ERROR));
    request.send(form);
  });
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
