import { AppError } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { TransitionRefused } from '../../domain/project-status';

/** The same answer whether the project does not exist or is not the caller's to see. */
export function projectNotFound(): AppError {
  return AppError.notFound(ErrorCodes.projectNotFound, Messages.projectNotFound);
}

/** Runs a state change; a move the state machine refuses becomes a 409 with its Dutch text. */
export function refusedAsConflict<T>(change: () => T): T {
  try {
    return change();
  } catch (error) {
    if (error instanceof TransitionRefused) throw AppError.conflict(error.code, error.message);
    throw error;
  }
}
