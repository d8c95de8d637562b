import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldError } from './app-error';

/** Flattens class-validator's tree into `field: message` lines; DTOs carry the Dutch messages. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => AppError.validation(toFieldErrors(errors)),
  });
}
