import { KitMessages } from './messages';

/** A field-level validation problem, shown by the client line by line. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error type services throw. `code` is stable (`IDENTITY.EMAIL_TAKEN`) for programs;
 * `message` is the Dutch text a user sees. Anything else thrown becomes a generic 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fieldErrors?: FieldError[],
    /** For 429: when the caller may try again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(fieldErrors: FieldError[]): AppError {
    return new AppError('VALIDATION.FAILED', KitMessages.validationFailed, 400, fieldErrors);
  }
  static badRequest(code: string, message: string): AppError {
    return new AppError(code, message, 400);
  }
  static unauthenticated(message: string = KitMessages.unauthenticated): AppError {
    return new AppError('AUTH.UNAUTHENTICATED', message, 401);
  }
  static forbidden(message: string = KitMessages.forbidden): AppError {
    return new AppError('AUTH.FORBIDDEN', message, 403);
  }
  static notFound(code: string, message: string): AppError {
    return new AppError(code, message, 404);
  }
  static conflict(code: string, message: string): AppError {
    return new AppError(code, message, 409);
  }
  static tooLarge(message: string): AppError {
    return new AppError('UPLOAD.TOO_LARGE', message, 413);
  }
  static unsupportedMediaType(message: string = KitMessages.unsupportedMediaType): AppError {
    return new AppError('UPLOAD.UNSUPPORTED_TYPE', message, 415);
  }
  /** 429; `retryAfterSeconds` is rounded up to a whole second, at least 1. */
  static tooManyRequests(
    retryAfterSeconds: number,
    message: string = KitMessages.tooManyRequests,
    code = 'RATE_LIMITED',
  ): AppError {
    return new AppError(code, message, 429, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

export const GENERIC_ERROR_MESSAGE = KitMessages.internal;
