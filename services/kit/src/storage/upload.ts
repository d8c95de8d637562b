import { fromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors/app-error';

export type UploadKind = 'image' | 'video';

/** What we accept, decided from the bytes: the name and the browser's claimed type are ignored. */
const ALLOWED: Record<UploadKind, ReadonlySet<string>> = {
  image: new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  video: new Set(['video/mp4', 'video/quicktime', 'video/webm', 'video/x-msvideo', 'video/x-matroska', 'video/x-m4v']),
};

/** The kind a detected MIME type belongs to, if it is one we accept. */
export function uploadKindOf(mime: string): UploadKind | undefined {
  return (Object.keys(ALLOWED) as UploadKind[]).find((kind) => ALLOWED[kind].has(mime));
}

export interface UploadRule {
  field: string;
  kinds: UploadKind[];
  maxBytes: number;
  /** The spec's Dutch text for a file over the limit. */
  tooLargeMessage: string;
}

export interface ReceivedUpload {
  buffer: Buffer;
  mimeType: string;
  extension: string;
  kind: UploadKind;
  originalName: string;
  size: number;
}

/** Reads one multipart file under the rule's field name, enforcing the size limit and the byte-level type check. */
export async function receiveUpload(request: FastifyRequest, rule: UploadRule): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw AppError.badRequest('UPLOAD.NOT_MULTIPART', 'Geen bestand ontvangen');
  let part;
  try {
    part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw AppError.tooLarge(rule.tooLargeMessage);
    throw error;
  }
  if (!part || part.fieldname !== rule.field) {
    throw AppError.badRequest('UPLOAD.MISSING_FILE', 'Geen bestand ontvangen');
  }
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.tooLarge(rule.tooLargeMessage);
    throw error;
  }
  if (part.file.truncated) throw AppError.tooLarge(rule.tooLargeMessage);

  const sniffed = await sniffUpload(buffer, rule.kinds);
  if (!sniffed) throw AppError.unsupportedMediaType();
  return { buffer, ...sniffed, originalName: part.filename, size: buffer.length };
}

/** How many leading bytes the type check needs to decide (shorter files are judged on what there is). */
export const SNIFF_BYTES = 4100;

/** The type of a file judged from its first bytes, or null when it is none of the allowed kinds. */
export async function sniffUpload(
  head: Buffer,
  kinds: UploadKind[],
): Promise<{ mimeType: string; extension: string; kind: UploadKind } | null> {
  const detected = await fromBuffer(head);
  const kind = kinds.find((candidate) => detected && ALLOWED[candidate].has(detected.mime));
  if (!detected || !kind) return null;
  return { mimeType: detected.mime, extension: detected.ext, kind };
}

/** A random key: the user's file name never reaches the storage path. */
export function newStorageKey(area: string, extension: string): string {
  return `${area}/${randomUUID()}.${extension}`;
}

/** `Content-Disposition` with the original name, safe for any characters in it. */
export function contentDisposition(disposition: 'inline' | 'attachment', originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}
