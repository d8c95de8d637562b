import { fastifyOf } from '../hosts/fastify-instance';
import rateLimit from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import { AppError, KitMessages, RESUMABLE_UPLOADS_PREFIX, sendError } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { registerSharedCache } from './shared-cache';
import { sharedRateCountsStore } from './shared-rate-limit';

/**
 * What the edge adds in front of every context: security headers, a rate limit per address on `/api`
 * (counted together through Redis when several gateways run, `SharedRateCounts`), a ceiling on request size and the request timeout, and a
 * shared cache for anonymous reads that services mark cacheable. Registered as plugins in this order, so a
 * cached answer still carries the security headers and counts towards the rate limit. Chunks of resumable
 * uploads (up to `resumableMaxBytes` in one request) have a size ceiling and a rate limit of their own.
 */
export async function applyEdgePolicies(
  app: NestFastifyApplication,
  config: GatewayConfig,
  redis: Redis | null,
  resumableMaxBytes: number,
): Promise<void> {
  // helmet's middleware is built once; @fastify/helmet rebuilt it on every request, a measured 4% of the
  // gateway's CPU on the creators list (docs/decisions/006-read-queries-in-sql.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Card payments type into Stripe's own fields: its script, its frames (3-D Secure) and its API.
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://www.tiktok.com',
          'https://js.stripe.com',
          'https://hooks.stripe.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(
    fastifyPlugin(async (instance: FastifyInstance) => {
      instance.addHook('onRequest', (request, reply, done) =>
        securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
      );
    }) as never,
  );

  await app.register(rateLimit as never, {
    max: (request: FastifyRequest) =>
      isUploadChunk(request) ? config.RATE_LIMIT_UPLOAD_CHUNKS_PER_MINUTE : config.RATE_LIMIT_PER_MINUTE,
    keyGenerator: (request: FastifyRequest) => (isUploadChunk(request) ? `upload-chunk:${request.ip}` : request.ip),
    timeWindow: '1 minute',
    ...(redis ? { store: sharedRateCountsStore(redis, 'gateway-rate-limit:') } : {}),
    allowList: (request: { url: string }) => !request.url.startsWith('/api/'),
    // The window's remaining time becomes the error's Retry-After.
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      Object.assign(AppError.tooManyRequests(context.ttl / 1000), { statusCode: 429 }),
  });

  if (config.SHARED_CACHE_MB > 0) {
    const maxBytes = config.SHARED_CACHE_MB * 1024 * 1024;
    const sharedCache = fastifyPlugin(async (instance: FastifyInstance) => registerSharedCache(instance, { maxBytes }));
    await app.register(sharedCache as never);
  }

  const fastify = fastifyOf(app);
  fastify.addHook('onRequest', (request, reply, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const ceiling = request.url.startsWith(RESUMABLE_UPLOADS_PREFIX) ? resumableMaxBytes : config.MAX_UPLOAD_BYTES;
    // Answered here, in the one error body, whichever error handler the app's plugins left in place.
    if (declared > ceiling) return void sendError(reply, AppError.tooLarge(KitMessages.payloadTooLarge));
    done();
  });
}

/** A request that carries (or asks the offset of) part of a resumable upload. */
function isUploadChunk(request: FastifyRequest): boolean {
  return (request.method === 'PATCH' || request.method === 'HEAD') && request.url.startsWith(RESUMABLE_UPLOADS_PREFIX);
}
