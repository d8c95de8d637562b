import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

/**
 * A shared HTTP cache at the edge for anonymous reads, as a CDN or nginx's micro-cache would keep
 * (docs/decisions/006-read-queries-in-sql.md). A service opts a response in with `Cache-Control: s-maxage=N`
 * (the kit's `PUBLIC_LIST_CACHING`); the gateway then answers the same URL from memory for N seconds.
 * - Only GET without Authorization or cookies, only 200 answers: nothing personal is ever stored or served.
 * - `Cache-Control: no-cache` on a request skips the stored copy (and refreshes it).
 * - Misses for one URL arriving together wait for the first one instead of all reaching the database; a first
 *   one that outlasts `collapseWaitMs` is waited for once, and the next miss leads in its place. A miss whose
 *   client has already gone never leads: nothing would answer it (the proxy sends nothing to a closed connection).
 * - Bounded in bytes (least recently used goes first); each gateway replica keeps its own.
 */
export interface SharedCacheOptions {
  maxBytes: number;
  /** How long a request waits for an identical one in flight before going upstream itself. */
  collapseWaitMs?: number;
}

interface Stored {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  storedAt: number;
}

const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/i;
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store)\b/i;

export function registerSharedCache(fastify: FastifyInstance, options: SharedCacheOptions): void {
  const entries = new LRUCache<string, Stored>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.body.length + 256,
  });
  // URLs whose answer said it may not be shared (web client files, personal or uncached reads): their requests
  // pass straight through instead of waiting for an identical one in flight.
  const notShared = new LRUCache<string, true>({ max: 10_000 });
  const inFlight = new Map<string, Promise<void>>();
  const collapseWaitMs = options.collapseWaitMs ?? 2_000;

  const keyOf = (request: FastifyRequest) => (request.method === 'GET' && isAnonymous(request) ? request.url : null);

  fastify.addHook('onRequest', async (request, reply) => {
    const key = keyOf(request);
    if (!key || notShared.has(key)) return;
    const bypass = /no-cache/i.test(String(request.headers['cache-control'] ?? ''));
    if (!bypass) {
      const pending = inFlight.get(key);
      if (pending && !entries.has(key)) {
        const answered = await Promise.race([pending.then(() => true), delay(collapseWaitMs).then(() => false)]);
        // A first request that outlasts the wait (a hung upstream, or an answer whose end no hook saw) is waited
        // for once: the next miss goes upstream and leads instead of waiting on it again.
        if (!answered && inFlight.get(key) === pending) inFlight.delete(key);
      }
      const hit = entries.get(key);
      if (hit) return serve(reply, hit);
    }
    // Its client may have left while an earlier hook waited (the rate limit's count): such a miss would hold every
    // later one until the wait ran out, and a client giving up during that wait would hold the next in turn.
    if (!inFlight.has(key) && !reply.raw.destroyed) {
      let release!: () => void;
      const leading = new Promise<void>((resolve) => (release = resolve));
      inFlight.set(key, leading);
      // However the first request ends (answered, failed, its client gone), its response closes and the ones
      // waiting on it go on; an answer is stored before that.
      reply.raw.once('close', () => {
        if (inFlight.get(key) === leading) inFlight.delete(key);
        release();
      });
    }
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request);
    if (!key || reply.getHeader('x-cache') === 'HIT' || reply.statusCode !== 200) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const seconds = Number(S_MAXAGE.exec(cacheControl)?.[1] ?? 0);
    if (seconds <= 0 || NOT_SHARED.test(cacheControl)) {
      notShared.set(key, true);
      return payload;
    }
    // Proxied answers arrive as a stream: a cacheable one is a small JSON page, read it whole.
    const body =
      payload instanceof Readable ? await readWhole(payload) : Buffer.isBuffer(payload) ? payload : Buffer.from(String(payload));
    entries.set(
      key,
      { body, contentType: String(reply.getHeader('content-type') ?? ''), cacheControl, storedAt: Date.now() },
      { ttl: seconds * 1000 },
    );
    reply.removeHeader('transfer-encoding');
    reply.header('content-length', body.length);
    reply.header('x-cache', 'MISS');
    return body;
  });
}

function serve(reply: FastifyReply, entry: Stored): FastifyReply {
  return reply
    .header('content-type', entry.contentType)
    .header('cache-control', entry.cacheControl)
    .header('age', Math.floor((Date.now() - entry.storedAt) / 1000))
    .header('x-cache', 'HIT')
    .send(entry.body);
}

function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.authorization && !request.headers.cookie;
}

/** The stream's bytes in one buffer (`stream/consumers`' `buffer` goes through a Blob: a measured 9% of the proxy's CPU). */
function readWhole(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
