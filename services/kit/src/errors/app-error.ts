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
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(fieldErrors: FieldError[]): AppError {
    return new AppError('VALIDATION.FAILED', 'Validatiefouten', 400, fieldErrors);
  }
  static badRequest(code: string, message: string): AppError {
    return new AppError(code, message, 400);
  }
  static unauthenticated(message = 'Je sessie is verlopen. Log opnieuw in.'): AppError {
    return new AppError('AUTH.UNAUTHENTICATED', message, 401);
  }
  static forbidden(message = 'Je hebt geen toegang tot deze actie'): AppError {
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
  static unsupportedMediaType(message = 'Bestandstype niet toegestaan'): AppError {
    return new AppError('UPLOAD.UNSUPPORTED_TYPE', message, 415);
  }
  static tooManyRequests(message = 'Te veel verzoeken. Probeer het over een moment opnieuw.'): AppError {
    return new AppError('RATE_LIMITED', message, 429);
  }
}

export const GENERIC_ERROR_MESSAGE = 'Er is een fout opgetreden. Probeer het opnieuw.';
