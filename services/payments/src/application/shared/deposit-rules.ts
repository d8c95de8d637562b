import { AppError, createLogger } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { DEPOSIT_PAYABLE_PROJECT_STATES } from '../../domain/payment';
import type { PaymentEntity, ProjectEntity } from '../../infrastructure/persistence/entities';

/**
 * 409 with the Dutch reason when this project's deposit cannot be paid (again). `blockingDeposit` is its deposit
 * in a DEPOSIT_BLOCKING_STATES state, if any: paid, or a charge held for review (never ask for the money twice).
 */
export function assertDepositPayable(project: ProjectEntity, blockingDeposit: PaymentEntity | null): void {
  if (blockingDeposit?.status === 'held_for_review')
    throw AppError.conflict(ErrorCodes.depositUnderReview, Messages.depositUnderReview);
  if (blockingDeposit) throw AppError.conflict(ErrorCodes.depositAlreadyPaid, Messages.depositAlreadyPaid);
  if (project.status === 'cancelled') throw AppError.conflict(ErrorCodes.projectCancelled, Messages.projectCancelled);
  if (!DEPOSIT_PAYABLE_PROJECT_STATES.includes(project.status) || project.budgetCents <= 0) {
    throw AppError.conflict(ErrorCodes.projectNotPayable, Messages.projectNotPayable);
  }
}

const log = createLogger('payments.provider');

/** The provider refused or could not be reached: logged with its details, shown to the payer as one fixed Dutch text. */
export function providerFailed(error: unknown): AppError {
  log.error({ err: error }, 'payment provider call failed');
  return new AppError(ErrorCodes.providerFailed, Messages.paymentFailed, 502);
}
