import { AppError } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';

/**
 * The same answer whether the conversation (or the project's conversation) does not exist or is not the caller's,
 * so it never reveals one.
 */
export const conversationNotFound = () => AppError.notFound(ErrorCodes.conversationNotFound, Messages.conversationNotFound);
export const participantNotFound = () => AppError.notFound(ErrorCodes.participantNotFound, Messages.participantNotFound);
