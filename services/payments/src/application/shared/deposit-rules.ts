import { AppError, createLogger } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { DEPOSIT_PAYABLE_PROJECT_STATES } from '../../domain/payment';
import type { PaymentEntity, ProjectEntity } from '../../infrastructure/persistence/entities';

/** 409 with the Dutch reason when this project's deposit cannot be paid (again). */
export function assertDepositPayable(project: ProjectEntity, paidDeposit: PaymentEntity | null): void {
  if (paidDeposit) throw AppError.conflict(ErrorCodes.depositAlreadyPaid, Messages.depositAlreadyPaid);
  if (project.status === 'cancelled') throw AppError.conflict(ErrorCodes.projectCancelled, Messages.projectCancelled);
  if (!DEPOSIT_PAYABLE_PROJECT_STATES.includes(project.status) || project.budgetCents <= 0) {
    throw AppError.conflict(ErrorCodes.projectNotPayable, Messages.projectNotPayable);
  }
}

const log = createLogger('payments.provider');

/** The provider refused or could not be reached: logged with its details, shown as the spec's Dutch text. */
export function providerFailed(error: unknown): AppError {
  log.error({ err: error }, 'payment provider call failed');
  return new AppError(ErrorCodes.providerFailed, Messages.paymentFailed, 502);
}
