import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { requestContext } from '../context/request-context';

/** One structured logger for the process; every line carries the correlation id of its request or event. */
export const rootLogger: Logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: process.env.SERVICE_NAME ?? 'clipwerk' },
  mixin() {
    const context = requestContext.current();
    return context ? { correlationId: context.correlationId } : {};
  },
});

export function createLogger(component: string): Logger {
  return rootLogger.child({ component });
}

/** Start-up chatter of the framework (every module and route); useful when debugging, noise otherwise. */
const FRAMEWORK_DETAIL = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController', 'NestFactory']);

/** Nest's logger interface on top of pino, so framework messages land in the same structured stream. */
export class NestPinoLogger implements LoggerService {
  log(message: unknown, context?: string) {
    if (context && FRAMEWORK_DETAIL.has(context)) rootLogger.debug({ context }, String(message));
    else rootLogger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    rootLogger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    rootLogger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    rootLogger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    rootLogger.trace({ context }, String(message));
  }
}
