import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type RequestContext, requestContext } from '../context/request-context';
import { HttpErrorFilter, sendError } from '../errors/http-error.filter';
import { createValidationPipe } from '../errors/validation.pipe';
import { NestPinoLogger } from '../logging/logger';
import { prepareRuntimeForServing } from '../platform/serving-runtime';
import { serveApiDescription } from './api-description';
import { guardRequests } from './request-guards';
import { recordRoutes } from './route-list';

export interface HttpAppOptions {
  /** JSON bodies above this are refused with 413 (uploads have their own per-route limits). */
  bodyLimit?: number;
  /** The largest multipart file any route accepts; routes narrow it. */
  maxFileBytes?: number;
  /** Let Nest close the app on SIGTERM/SIGINT; a host with more to stop after the app (the embedded gateway) turns it off. */
  shutdownHooks?: boolean;
  /**
   * Whose `X-Forwarded-For` to believe. Services sit behind the gateway, so they trust private and loopback
   * addresses; the gateway is the edge and trusts none unless told (a load balancer in front of it).
   */
  trustProxy?: boolean | string;
  /** Serve the OpenAPI description of the app's controllers (default); a host that describes others' APIs turns it off. */
  describeApi?: boolean;
}

/** The largest JSON body a service parses; uploads have their own per-route limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Keeps the error handler the kit sets at creation: Nest's, set at init, would replace it (with a warning) for the
 * routes added after it only. Errors inside Nest's pipeline still go through its filters; this handler sees the rest.
 */
class OneErrorHandlerAdapter extends FastifyAdapter {
  override setErrorHandler(): ReturnType<FastifyAdapter['setErrorHandler']> {
    return this.getInstance();
  }
}

const CORRELATION_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Builds a Nest application on Fastify the same way for every process, on V8 set up for serving: `/api` prefix (health stays outside),
 * one error body (Nest also routes Fastify hook and plugin errors through the global filter), Dutch validation messages, correlation ids in and out, input that cannot be stored or parsed safely refused (NUL characters, JSON nested too deep), multipart, graceful shutdown, and
 * its API description at /api/docs.
 */
export async function createHttpApp(rootModule: unknown, options: HttpAppOptions = {}): Promise<NestFastifyApplication> {
  prepareRuntimeForServing();
  const adapter = new OneErrorHandlerAdapter({
    bodyLimit: options.bodyLimit ?? JSON_BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? 'loopback, linklocal, uniquelocal',
    logger: false,
    return503OnClosing: true,
    // No Nest middleware anywhere (hooks do that work), so no request pays for middie's empty middleware run.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    logger: new NestPinoLogger(),
    // Throw instead of exiting the process: hosts report start-up errors themselves, and a test run survives them.
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // A route takes the error handler in force when it is added, and hosts add routes before Nest would install its
  // own: this one, from the start, gives the body parser's and the request guards' errors the one error body too.
  fastify.setErrorHandler((error, _request, reply) => sendError(reply as never, error));
  recordRoutes(fastify as never);
  const contexts = new WeakMap<object, RequestContext>();
  fastify.addHook('onRequest', (request, reply, done) => {
    const incoming = request.headers['x-correlation-id'];
    const correlationId =
      typeof incoming === 'string' && CORRELATION_ID.test(incoming) ? incoming : requestContext.newCorrelationId();
    const traceParent = typeof request.headers.traceparent === 'string' ? request.headers.traceparent : undefined;
    void reply.header('x-correlation-id', correlationId);
    const context = { correlationId, traceParent };
    contexts.set(request, context);
    requestContext.run(context, done);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const context = contexts.get(request);
    if (context?.settleMs !== undefined) {
      const last = context.settledLast ? `;desc="${context.settledLast}"` : '';
      void reply.header('server-timing', `settle;dur=${context.settleMs.toFixed(1)}${last}`);
    }
    done(null, payload);
  });
  guardRequests(fastify as never);
  await app.register(multipart as never, {
    limits: { fileSize: options.maxFileBytes ?? 50 * 1024 * 1024, files: 1, fields: 20 },
  });
  app.setGlobalPrefix('api', { exclude: ['health/live', 'health/ready'] });
  app.useGlobalFilters(new HttpErrorFilter());
  app.useGlobalPipes(createValidationPipe());
  if (options.describeApi ?? true) serveApiDescription(app);
  // Only the signals that mean 'stop': Nest's default list also stops on SIGHUP (a log rotation) and SIGUSR2.
  if (options.shutdownHooks ?? true) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
}
