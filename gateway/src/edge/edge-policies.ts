import helmet from '@fastify/helmet';
import { fastifyOf } from '../hosts/fastify-instance';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';

/**
 * What the edge adds in front of every context: security headers, a rate limit per address on `/api`
 * (shared through Redis when several gateways run), a ceiling on request size and the request timeout.
 */
export async function applyEdgePolicies(app: NestFastifyApplication, config: GatewayConfig, redis: Redis | null): Promise<void> {
  await app.register(helmet as never, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.tiktok.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit as never, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'gateway-rate-limit:' } : {}),
    allowList: (request: { url: string }) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => Object.assign(AppError.tooManyRequests(), { statusCode: 429 }),
  });

  const fastify = fastifyOf(app);
  fastify.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > config.MAX_UPLOAD_BYTES) throw Object.assign(AppError.tooLarge('Het verzoek is te groot'), { statusCode: 413 });
  });
}
