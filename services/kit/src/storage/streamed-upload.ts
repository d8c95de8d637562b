import { fromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { AppError } from '../errors/app-error';
import { KitMessages } from '../errors/messages';
import type { FileStorage } from './file-storage';
import { newStorageKey, type UploadKind, uploadKindOf } from './upload';

/** How many first bytes file-type needs to recognise every format we accept. */
const SNIFF_BYTES = 4100;

export interface StreamedUploadRule {
  /** The kinds accepted, each with its own size limit and Dutch text for a file over it. */
  limits: Partial<Record<UploadKind, { maxBytes: number; tooLargeMessage: string }>>;
  /** The Dutch text for a file of another type (415). */
  unsupportedMessage?: string;
}

export interface StoredUpload {
  storageKey: string;
  mimeType: string;
  extension: string;
  kind: UploadKind;
  size: number;
}

/**
 * Streams an uploaded file into storage without holding it in memory: the type comes from its first bytes (the
 * name and the browser's claimed type are ignored), and the limit of that type is enforced while the bytes
 * flow. A refused or broken upload leaves nothing stored.
 */
export async function storeStreamedUpload(
  file: Readable,
  storage: FileStorage,
  area: string,
  rule: StreamedUploadRule,
): Promise<StoredUpload> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  try {
    while (size < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      size += next.value.length;
    }
  } catch (error) {
    throw asUploadError(error, undefined);
  }
  const first = Buffer.concat(head);
  const detected = await fromBuffer(first);
  const kind = detected && uploadKindOf(detected.mime);
  const limit = kind && rule.limits[kind];
  if (!detected || !kind || !limit) {
    file.resume(); // drain the rest, so the request can finish
    throw AppError.unsupportedMediaType(rule.unsupportedMessage);
  }
  let tooLarge = size > limit.maxBytes;
  async function* bytes(): AsyncGenerator<Buffer> {
    if (tooLarge) throw new Error('too large');
    yield first;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      size += next.value.length;
      if (size > limit!.maxBytes) {
        tooLarge = true;
        throw new Error('too large');
      }
      yield next.value;
    }
  }
  const storageKey = newStorageKey(area, detected.ext);
  try {
    await storage.putStream(storageKey, ReadableStream.from(bytes()), detected.mime);
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    file.resume();
    throw tooLarge ? AppError.tooLarge(limit.tooLargeMessage) : asUploadError(error, limit.tooLargeMessage);
  }
  return { storageKey, mimeType: detected.mime, extension: detected.ext, kind, size };
}

/** The multipart parser's own size limit (the app-wide ceiling) reads as "too large", with the rule's text. */
function asUploadError(error: unknown, tooLargeMessage: string | undefined): unknown {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return AppError.tooLarge(tooLargeMessage ?? KitMessages.payloadTooLarge);
  return error;
}

export interface StreamedMultipart {
  /** The stored file, if the request had one under the field name. */
  stored?: StoredUpload;
  originalName: string;
  /** The text fields, whether they came before or after the file. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart request part by part: the file under `field` is streamed into storage (see
 * storeStreamedUpload), other files are skipped, text fields are collected. A failure after the file was stored
 * removes it again.
 */
export async function receiveStreamedUpload(
  request: FastifyRequest,
  storage: FileStorage,
  area: string,
  rule: StreamedUploadRule & { field: string },
): Promise<StreamedMultipart> {
  if (!request.isMultipart()) throw AppError.badRequest('UPLOAD.NOT_MULTIPART', 'Geen bestand ontvangen');
  const received: StreamedMultipart = { originalName: '', fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
      } else if (part.fieldname === rule.field && !received.stored) {
        received.originalName = part.filename;
        received.stored = await storeStreamedUpload(part.file, storage, area, rule);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (received.stored) await storage.remove(received.stored.storageKey).catch(() => undefined);
    throw error;
  }
  return received;
}
