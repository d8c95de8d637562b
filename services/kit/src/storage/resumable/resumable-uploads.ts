import { MemoryLocker, Server } from '@tus/server';
import type { DataStore, Locker, Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../../auth/auth-user';
import { TokenVerifier } from '../../auth/token-verifier';
import { AppError } from '../../errors/app-error';
import { sendError } from '../../errors/http-error.filter';
import { KitMessages } from '../../errors/messages';
import { createLogger } from '../../logging/logger';
import type { PlatformConfig } from '../../platform/platform-config';
import { SNIFF_BYTES, type UploadKind, sniffUpload, uploadedFileName } from '../upload';
import { removeAbandonedUploads } from './abandoned-uploads';
import { RedisLocker } from './redis-locker';
import { RESUMABLE_AREA, type ResumableStore, createResumableStore } from './resumable-store';
import { TusRefusal, gateByType, unsupportedType } from './type-gate';

export type UploadMetadata = Record<string, string | null>;

export interface FinishedUpload {
  user: AuthUser;
  /** What the client declared at creation (file name, and whatever the using service asks for). */
  metadata: UploadMetadata;
  /** Where the file is, for the kit's FILE_STORAGE. */
  storageKey: string;
  size: number;
  originalName: string;
  /** Judged from the bytes, never from what the client claimed. */
  mimeType: string;
}

/** What the using service tells the client about a finished upload: headers on the last chunk's answer. */
export interface FinishedUploadAnswer {
  headers?: Record<string, string>;
}

export interface ResumableUploadOptions {
  config: PlatformConfig;
  verifier: TokenVerifier;
  /** May this user start an upload with this metadata? Refused uploads answer 404, as for something unknown. */
  authorize(user: AuthUser, metadata: UploadMetadata): Promise<boolean> | boolean;
  onUploadFinished(upload: FinishedUpload): Promise<FinishedUploadAnswer | void> | FinishedUploadAnswer | void;
  /** Where the uploads live under the app; ends with a slash. */
  prefix?: string;
  kinds?: UploadKind[];
  maxBytes?: number;
  abandonAfterMs?: number;
  cleanupIntervalMs?: number;
}

export interface ResumableUploads {
  /** Removes uploads that received nothing for longer than the configured time; returns how many. */
  removeAbandoned(): Promise<number>;
  close(): Promise<void>;
}

/** Where resumable uploads are mounted unless told otherwise; the gateway's edge treats this path apart. */
export const RESUMABLE_UPLOADS_PREFIX = '/api/uploads/';

/** The uploader's id, kept in the upload's description: only they may continue it. */
const OWNER = 'clipwerk-owner';
const ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * Mounts a tus 1.0 server for large files (deliverables up to 2 GB) on a Fastify app: chunks stream straight
 * into the configured store, any chunk may come from a new connection, and only the signed-in uploader may
 * continue an upload. The type is judged from the first bytes; abandoned uploads are removed periodically.
 */
export async function mountResumableUploads(
  fastify: FastifyInstance,
  options: ResumableUploadOptions,
): Promise<ResumableUploads> {
  const prefix = options.prefix ?? RESUMABLE_UPLOADS_PREFIX;
  const path = prefix.replace(/\/$/, '');
  const kinds = options.kinds ?? ['video', 'image'];
  const store = await createResumableStore(options.config);
  const datastore = guardStore(store, kinds);
  const caller = new AsyncLocalStorage<AuthUser>();
  const currentUser = () => caller.getStore()!;
  const locking = createLocker(options.config);

  const tus = new Server({
    path,
    datastore,
    locker: locking.locker,
    relativeLocation: true,
    maxSize: options.maxBytes ?? options.config.RESUMABLE_MAX_BYTES,
    // The random part alone travels in URLs; the key in the store carries the area.
    namingFunction: () => `${RESUMABLE_AREA}/${randomBytes(16).toString('hex')}`,
    generateUrl: (_request, { path: base, id }) => `${base}/${id.slice(RESUMABLE_AREA.length + 1)}`,
    getFileIdFromRequest: (_request, lastPath) =>
      lastPath && ID_PATTERN.test(lastPath) ? `${RESUMABLE_AREA}/${lastPath}` : undefined,
    async onUploadCreate(_request, response, upload) {
      const metadata = { ...(upload.metadata ?? {}) };
      delete metadata[OWNER];
      if (!(await options.authorize(currentUser(), metadata))) throw notFound();
      return { res: response, metadata: { ...metadata, [OWNER]: currentUser().id } };
    },
    async onIncomingRequest(request, _response, id) {
      if (request.method === 'POST') return;
      const upload = await datastore.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.[OWNER] !== currentUser().id) throw notFound();
    },
    // tus states its own refusals in English; the size limit is the one a user meets.
    onResponseError: (_request, _response, error) =>
      'status_code' in error && error.status_code === 413 ? { status_code: 413, body: KitMessages.uploadTooLarge } : undefined,
    async onUploadFinish(_request, response, upload) {
      const sniffed = await sniffUpload(await readHead(store.datastore, upload.id), kinds);
      if (!sniffed) {
        await store.remove(upload.id);
        throw unsupportedType();
      }
      const metadata = { ...(upload.metadata ?? {}) };
      delete metadata[OWNER];
      let answer: FinishedUploadAnswer | void;
      try {
        answer = await options.onUploadFinished({
          user: currentUser(),
          metadata,
          storageKey: upload.id,
          size: upload.size ?? upload.offset,
          originalName: uploadedFileName(metadata.filename ?? metadata.name),
          mimeType: sniffed.mimeType,
        });
      } catch (error) {
        if (error instanceof AppError) throw new TusRefusal(error.status, error.message);
        throw error;
      }
      return answer?.headers ? { res: response, headers: answer.headers } : response;
    },
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // A browser's preflight carries no token; tus answers it with its capabilities.
    if (request.method === 'OPTIONS') return hand(request, reply);
    const token = TokenVerifier.bearerToken(request.headers.authorization);
    if (!token) throw AppError.unauthenticated();
    const user = await options.verifier.verify(token);
    await caller.run(user, () => hand(request, reply));
  };
  const hand = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  await fastify.register(async (scope: FastifyInstance) => {
    // Chunks are not parsed: tus reads the request stream itself, so the app's body limit does not apply here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.setErrorHandler((error, _request, reply) => sendError(reply, error));
    scope.all(path, handle);
    scope.all(`${path}/*`, handle);
  });

  const removeAbandoned = () =>
    removeAbandonedUploads(store, options.abandonAfterMs ?? options.config.RESUMABLE_ABANDON_AFTER_MS);
  const interval = options.cleanupIntervalMs ?? options.config.RESUMABLE_CLEANUP_INTERVAL_MS;
  const timer = setInterval(() => {
    removeAbandoned().catch((error: unknown) => log.warn({ err: error }, 'removing abandoned uploads failed'));
  }, interval);
  timer.unref();

  return {
    removeAbandoned,
    async close() {
      clearInterval(timer);
      await locking.close();
    },
  };
}

const log = createLogger('resumable-uploads');

/**
 * One request at a time per upload: across replicas through Redis when the platform has it (distributed), where
 * two chunks of one upload may reach different replicas; in this process otherwise (embedded: one process).
 */
function createLocker(config: PlatformConfig): { locker: Locker; close(): Promise<void> } {
  if (!config.REDIS_URL) return { locker: new MemoryLocker(), close: async () => undefined };
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
  const locker = new RedisLocker(redis);
  return {
    locker,
    async close() {
      await locker.close();
      await redis.quit().catch(() => undefined);
    },
  };
}

const notFound = () => new TusRefusal(404, KitMessages.notFound);

/** The store as tus uses it, with the type check on each starting chunk and progress recorded after each one. */
function guardStore(store: ResumableStore, kinds: UploadKind[]): DataStore {
  const { datastore } = store;
  const write = datastore.write.bind(datastore);
  datastore.write = async (body: Readable, id: string, offset: number) => {
    const upload: Upload | null = offset === 0 ? await datastore.getUpload(id) : null;
    const { stream, gate } = gateByType(body, offset, upload?.size, kinds);
    try {
      const written = await write(stream, id, offset);
      await store.recordProgress(id);
      return written;
    } catch (error) {
      if (!gate?.refusal) throw error;
      if (gate.refusal.status_code === 415) await store.remove(id);
      throw gate.refusal;
    }
  };
  return datastore;
}

/** The first bytes of a stored upload, for the type check on completion. */
async function readHead(datastore: DataStore, id: string): Promise<Buffer> {
  const stream = (await (datastore as unknown as { read(id: string): Readable | Promise<Readable> }).read(id)) as Readable;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}
