import replyFrom from '@fastify/reply-from';
import { fastifyOf } from './fastify-instance';
import { AppError, JSON_BODY_LIMIT_BYTES, KitMessages, TokenVerifier, sendError } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { GatewayConfig } from '../config';
import { GatewayMessages } from '../messages';
import { ROUTE_TABLE, type ServiceName, owningService } from '../routing/route-table';
import { DeferredBody, UpstreamPool, replicaUrls } from './upstream-pool';

/** The addresses of each context that runs as its own process, from `<SERVICE>_URL` (a comma-separated list). */
export function upstreamsFrom(config: GatewayConfig): Record<ServiceName, string[]> {
  return Object.fromEntries(
    Object.entries(config.upstreams)
      .map(([service, value]) => [service, replicaUrls(value)] as const)
      .filter(([, urls]) => urls.length > 0),
  );
}

/** A connection the replica's host refused: nothing was sent, so another replica may take the request. */
function connectionRefused(error: unknown): boolean {
  for (let cause = error as { code?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === 'ECONNREFUSED') return true;
  }
  return false;
}

function jsonTooLarge(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '');
  return /^application\/(.+\+)?json\b/i.test(type) && Number(request.headers['content-length']) > JSON_BODY_LIMIT_BYTES;
}

/**
 * Distributed topology: forwards each `/api` request to its owning service over keep-alive HTTP, unparsed
 * (uploads stream through). A token, when present, has its signature and expiry checked here, so a forged or
 * expired one never reaches a service; its revocation is asked once, by the owning service's own full check.
 */
export async function proxyToUpstreams(
  app: NestFastifyApplication,
  config: GatewayConfig,
  verifier: TokenVerifier,
): Promise<void> {
  const pools = Object.fromEntries(
    Object.entries(upstreamsFrom(config)).map(([service, urls]) => [service, new UpstreamPool(urls)]),
  ) as Record<ServiceName, UpstreamPool | undefined>;
  const fastify = fastifyOf(app);

  await fastify.register(async (scope: FastifyInstance) => {
    // Leave bodies as streams: the owning service parses them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // This scope is created before Nest installs its error handler, so it states the same error body itself.
    scope.setErrorHandler((error, _request, reply) => sendError(reply, error));
    await scope.register(replyFrom, {
      undici: {
        connections: 128,
        pipelining: 1,
        keepAliveTimeout: 60_000,
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
      },
    });

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      // A service refuses a JSON body over its limit while it is still arriving and closes the connection, which
      // the proxy could only answer with a 502: a body announced that large is refused here, with the service's 413.
      if (jsonTooLarge(request)) throw new AppError('PAYLOAD_TOO_LARGE', KitMessages.payloadTooLarge, 413);
      const service = owningService(request.url.split('?')[0]);
      const pool = service && pools[service];
      if (!pool) throw AppError.notFound('NOT_FOUND', GatewayMessages.notFound);
      const token = TokenVerifier.bearerToken(request.headers.authorization);
      if (token) await verifier.identify(token);
      // Round robin over the service's replicas; one that refuses the connection passes the request on.
      const candidates = pool.order();
      // With one replica there is nowhere else to go: the body streams through as it is.
      const source = candidates.length > 1 && request.body instanceof Readable ? request.body : null;
      const attempt = (index: number): FastifyReply => {
        // reply-from sends `request.body`; each attempt gets a fresh stand-in over the client's unread stream.
        const body = source && new DeferredBody(source);
        if (body) request.body = body;
        return reply.from(`${candidates[index]}${request.url}`, {
          // The service sees the client's address (login throttling per address), as the edge determined it.
          rewriteRequestHeaders: (_original, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-correlation-id': String(reply.getHeader('x-correlation-id') ?? ''),
          }),
          onError: (innerReply, { error }) => {
            if (connectionRefused(error)) {
              pool.refused(candidates[index]);
              if (index + 1 < candidates.length && !body?.taken) return void attempt(index + 1);
            }
            const timedOut = /timeout/i.test(String((error as Error)?.message ?? error));
            const failure = timedOut
              ? new AppError('UPSTREAM.TIMEOUT', GatewayMessages.upstreamTimeout, 504)
              : new AppError('UPSTREAM.UNAVAILABLE', GatewayMessages.upstreamUnavailable, 502);
            sendError(innerReply as never, failure);
          },
        });
      };
      return attempt(0);
    };
    const prefixes = [...new Set(ROUTE_TABLE.map(({ prefix }) => prefix))];
    for (const prefix of prefixes) {
      scope.all(prefix, forward);
      scope.all(`${prefix}/*`, forward);
    }
  });
}
