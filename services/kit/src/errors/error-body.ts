import type { FieldError } from './app-error';

/** The single shape of every error response of every service and the gateway. */
export interface ErrorBody {
  success: false;
  code: string;
  message: string;
  errors?: FieldError[];
  correlationId: string;
}
