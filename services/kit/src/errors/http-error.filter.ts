import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { requestContext } from '../context/request-context';
import { createLogger } from '../logging/logger';
import { AppError, GENERIC_ERROR_MESSAGE } from './app-error';
import type { ErrorBody } from './error-body';

const log = createLogger('http-error');

/** Texts for framework-level failures that never reach a handler. */
const STATUS_TEXTS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Ongeldig verzoek' },
  401: { code: 'AUTH.UNAUTHENTICATED', message: 'Je sessie is verlopen. Log opnieuw in.' },
  403: { code: 'AUTH.FORBIDDEN', message: 'Je hebt geen toegang tot deze actie' },
  404: { code: 'NOT_FOUND', message: 'Niet gevonden' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Het verzoek is te groot' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Bestandstype niet toegestaan' },
  429: { code: 'RATE_LIMITED', message: 'Te veel verzoeken. Probeer het over een moment opnieuw.' },
};

/** Turns anything thrown into the one error body; internal details are logged, never sent. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  const correlationId = requestContext.correlationId();
  if (error instanceof AppError) {
    const body: ErrorBody = { success: false, code: error.code, message: error.message, correlationId };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return { status: error.status, body };
  }
  const status = error instanceof HttpException ? error.getStatus() : statusOfFrameworkError(error);
  if (status >= 500) {
    log.error({ err: error }, 'unhandled error');
    return { status: 500, body: { success: false, code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE, correlationId } };
  }
  const known = STATUS_TEXTS[status] ?? { code: 'BAD_REQUEST', message: 'Ongeldig verzoek' };
  return { status, body: { success: false, ...known, correlationId } };
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
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toErrorResponse(error);
    void reply.status(status).send(body);
  }
}
