// Deliverable uploads through tus (resumable): every file takes this one path, so a
// dropped connection retries and a reload can continue where the upload stopped.
import { Upload, defaultOptions, type DetailedError, type PreviousUpload } from 'tus-js-client';
import { API_BASE, ApiError, tokenStore } from '@clipwerk/shell/sdk';
import { MESSAGES } from '../messages';

export const RESUMABLE_ENDPOINT = `${API_BASE}/uploads/`;

/** 8 MB chunks: the server's S3 parts are that size, and a retry after a dropped connection repeats one chunk at most. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** Waits before each retry of a failed chunk (then the upload fails and can be started again). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The headers the server names the new file version in, on its answer to the last chunk. */
const FILE_ID_HEADER = 'Clipwerk-File-Id';

export interface FinishedResumableUpload {
  /** The file version the upload became; absent when the last answer was lost (e.g. finished before a reload). */
  fileId?: string;
}

export interface ResumableUpload {
  pause(): void;
  resume(): void;
  finished: Promise<FinishedResumableUpload>;
}

/**
 * Which earlier upload a file continues: the same file (name, type, size, last change) for the same project.
 * The project is part of it so that one file sent to two projects never continues the other project's upload.
 */
export const uploadFingerprint = (projectId: string, file: File) =>
  ['clipwerk', projectId, file.name, file.type, file.size, file.lastModified].join('/');

/** The server's Dutch text from a refusal: JSON `{ message }` from the app, plain text from the tus layer. */
function refusalMessage(error: Error | DetailedError): string | undefined {
  const body = (error as DetailedError).originalResponse?.getBody?.();
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed?.message === 'string' ? parsed.message : undefined;
  } catch {
    return body.length <= 300 ? body : undefined;
  }
}

/**
 * Starts (or continues, when this browser sent part of the same file before) a deliverable upload of `file` for
 * the project. `onProgress` gets 0–100. The token is read for every request, so a renewed session is used.
 */
export function startResumableUpload(
  projectId: string,
  file: File,
  onProgress: (percent: number) => void,
  fields: { deliverableId?: string } = {},
): ResumableUpload {
  let upload!: Upload;
  const finished = new Promise<FinishedResumableUpload>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: RESUMABLE_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: {
        projectId,
        filename: file.name,
        filetype: file.type,
        title: file.name,
        description: '',
        ...(fields.deliverableId ? { deliverableId: fields.deliverableId } : {}),
      },
      fingerprint: async () => uploadFingerprint(projectId, file),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        const token = tokenStore.get();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: (sent, total) => onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => {
        onProgress(100);
        resolve({ fileId: lastResponse?.getHeader(FILE_ID_HEADER) || undefined });
      },
      onError: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus?.() ?? 0;
        const message = refusalMessage(error);
        reject(new ApiError(status, message ?? MESSAGES.unknownUploadError, undefined, [], message));
      },
    });
  });
  void upload
    .findPreviousUploads()
    .catch(() => [] as PreviousUpload[])
    .then((previous) => {
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  return {
    pause: () => void upload.abort(),
    resume: () => upload.start(),
    finished,
  };
}

/** Uploads of this project that this browser started and did not finish (e.g. before a reload), newest first. */
export async function interruptedUploads(projectId: string): Promise<PreviousUpload[]> {
  try {
    const all = await defaultOptions.urlStorage.findAllUploads();
    return all
      .filter((upload) => upload.metadata?.projectId === projectId)
      .sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  } catch {
    return [];
  }
}
