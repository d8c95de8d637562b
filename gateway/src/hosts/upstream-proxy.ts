import replyFrom from '@fastify/reply-from';
import { fastifyOf } from './fastify-instance';
import { AppError, TokenVerifier, sendError } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { GatewayMessages } from '../messages';
import { ROUTE_TABLE, type ServiceName, owningService } from '../routing/route-table';

/** The address of each context that runs as its own process, from `<SERVICE>_URL`. */
export function upstreamsFrom(config: GatewayConfig): Partial<Record<ServiceName, string>> {
  const entries = {
    identity: config.IDENTITY_URL,
    projects: config.PROJECTS_URL,
    proposals: config.PROPOSALS_URL,
    payments: config.PAYMENTS_URL,
    messaging: config.MESSAGING_URL,
    notifications: config.NOTIFICATIONS_URL,
    analytics: config.ANALYTICS_URL,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, url]) => url)) as Partial<Record<ServiceName, string>>;
}

/**
 * Distributed topology: forwards each `/api` request to its owning service over keep-alive HTTP, unparsed
 * (uploads stream through). A token, when present, is verified here first, so a forged or revoked one never
 * reaches a service; the services verify again themselves.
 */
export async function proxyToUpstreams(
  app: NestFastifyApplication,
  config: GatewayConfig,
  verifier: TokenVerifier,
): Promise<void> {
  const upstreams = upstreamsFrom(config);
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
      const service = owningService(request.url.split('?')[0]);
      const upstream = service && upstreams[service];
      if (!upstream) throw AppError.notFound('NOT_FOUND', GatewayMessages.notFound);
      const token = TokenVerifier.bearerToken(request.headers.authorization);
      if (token) await verifier.verify(token);
      return reply.from(`${upstream}${request.url}`, {
        // The service sees the client's address (login throttling per address), as the edge determined it.
        rewriteRequestHeaders: (_original, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-correlation-id': String(reply.getHeader('x-correlation-id') ?? ''),
        }),
        onError: (innerReply, { error }) => {
          const timedOut = /timeout/i.test(String((error as Error)?.message ?? error));
          const failure = timedOut
            ? new AppError('UPSTREAM.TIMEOUT', GatewayMessages.upstreamTimeout, 504)
            : new AppError('UPSTREAM.UNAVAILABLE', GatewayMessages.upstreamUnavailable, 502);
          sendError(innerReply as never, failure);
        },
      });
    };
    const prefixes = [...new Set(ROUTE_TABLE.map(({ prefix }) => prefix))];
    for (const prefix of prefixes) {
      scope.all(prefix, forward);
      scope.all(`${prefix}/*`, forward);
    }
  });
}
