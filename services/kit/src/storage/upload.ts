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
  return { buffer, ...sniffed, originalName: uploadedFileName(part.filename), size: buffer.length };
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

/** Marks that would make a name read otherwise than it is stored: bidirectional overrides and isolates. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const MAX_NAME_LENGTH = 255;

/**
 * The name an uploaded file keeps, whichever way it came: its last path part only (a browser sends no folders; a
 * name such as '../../etc/passwd.mp4' is a trick), without control and direction marks ('clip\u202Egnp.exe' would
 * show as 'clipexe.png'), at most 255 characters; 'upload' when nothing is left.
 */
export function uploadedFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(BIDI_CONTROLS, '').replace(CONTROL_CHARACTERS, '').trim();
  const usable = clean === '.' || clean === '..' ? '' : clean;
  return Array.from(usable).slice(0, MAX_NAME_LENGTH).join('') || 'upload';
}

/** `Content-Disposition` with the original name, safe for any characters in it. */
export function contentDisposition(disposition: 'inline' | 'attachment', storedName: string): string {
  const originalName = uploadedFileName(storedName);
  const ascii = originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}
