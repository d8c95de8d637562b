import { AppError, type AuthUser, createLogger } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { PayoutAccountDetails, PayoutAccountStatus } from '../../domain/payout-account';
import type { PayoutAccountRow } from '../../infrastructure/persistence/payout-account.repository';

const log = createLogger('payments.payout-account');

/** What a creator sees of the payout account. */
export interface PayoutAccountView {
  status: PayoutAccountStatus;
  accountDetails: PayoutAccountDetails | null;
  updatedAt: Date | null;
}

export function viewOf(account: PayoutAccountRow | null): PayoutAccountView {
  if (!account) return { status: 'not_connected', accountDetails: null, updatedAt: null };
  return { status: account.status, accountDetails: account.details, updatedAt: account.updatedAt };
}

/** Only creators are paid out, so only they have a payout account. */
export function assertCreator(caller: AuthUser): void {
  if (caller.role !== 'creator') throw AppError.forbidden(Messages.payoutCreatorsOnly);
}

/** The provider could not be reached or refused: the creator may simply try again. */
export function payoutSetupFailed(error: unknown): AppError {
  log.error({ err: error }, 'payout account provider call failed');
  return new AppError(ErrorCodes.payoutSetupFailed, Messages.payoutSetupFailed, 502);
}
