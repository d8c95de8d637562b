import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { requestContext } from '../context/request-context';
import { createLogger } from '../logging/logger';
import { AppError, GENERIC_ERROR_MESSAGE } from './app-error';
import type { ErrorBody } from './error-body';
import { KitMessages } from './messages';

const log = createLogger('http-error');

/** Texts for framework-level failures that never reach a handler. */
const STATUS_TEXTS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: KitMessages.badRequest },
  401: { code: 'AUTH.UNAUTHENTICATED', message: KitMessages.unauthenticated },
  403: { code: 'AUTH.FORBIDDEN', message: KitMessages.forbidden },
  404: { code: 'NOT_FOUND', message: KitMessages.notFound },
  413: { code: 'PAYLOAD_TOO_LARGE', message: KitMessages.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: KitMessages.unsupportedMediaType },
  429: { code: 'RATE_LIMITED', message: KitMessages.tooManyRequests },
};

/** A 429 whose thrower did not say when to come back: a minute, the longest any of our windows blocks a caller. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Turns anything thrown into the one error body; internal details are logged, never sent. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const correlationId = requestContext.correlationId();
  if (error instanceof AppError) {
    const body: ErrorBody = { success: false, code: error.code, message: error.message, correlationId };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return { status: error.status, body, headers: retryAfter(error.status, error.retryAfterSeconds) };
  }
  const status = error instanceof HttpException ? error.getStatus() : statusOfFrameworkError(error);
  if (status >= 500) {
    log.error({ err: error }, 'unhandled error');
    return {
      status: 500,
      body: { success: false, code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE, correlationId },
      headers: {},
    };
  }
  const known = STATUS_TEXTS[status] ?? STATUS_TEXTS[400];
  return { status, body: { success: false, ...known, correlationId }, headers: retryAfter(status, undefined) };
}

/** Every 429 says when to try again (whole seconds). */
function retryAfter(status: number, seconds: number | undefined): Record<string, string> {
  return status === 429 ? { 'retry-after': String(seconds ?? DEFAULT_RETRY_AFTER_SECONDS) } : {};
}

/** Sends the one error body for anything thrown, with its headers (Retry-After). */
export function sendError(reply: FastifyReply, error: unknown): void {
  const { status, body, headers } = toErrorResponse(error);
  void reply.status(status).headers(headers).send(body);
}

/** Fastify and its plugins throw errors carrying `statusCode` (body too large, bad JSON, ...). */
function statusOfFrameworkError(error: unknown): number {
  const statusCode = (error as { statusCode?: unknown })?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    sendError(host.switchToHttp().getResponse<FastifyReply>(), error);
  }
}
