import { AppError } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { ProposalTransitionRefused } from '../../domain/proposal-status';

/** The same answer whether the project does not exist or is not the caller's, so it never reveals one. */
export const projectNotFound = () => AppError.notFound(ErrorCodes.projectNotFound, Messages.projectNotFound);
export const proposalNotFound = () => AppError.notFound(ErrorCodes.proposalNotFound, Messages.proposalNotFound);

/** Runs a state change; a move the state machine refuses becomes a 409 with its Dutch text. */
export function refusedAsConflict<T>(change: () => T): T {
  try {
    return change();
  } catch (error) {
    if (error instanceof ProposalTransitionRefused) throw AppError.conflict(error.code, error.message);
    throw error;
  }
}
