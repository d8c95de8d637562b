import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@clipwerk/kit';
import { PayoutAccountRepository } from '../../infrastructure/persistence/payout-account.repository';
import { assertCreator, type PayoutAccountView, viewOf } from './payout-account-view';

/** GET /users/me/stripe/status: the caller's payout account, `not_connected` when there is none yet. */
@Injectable()
export class GetPayoutAccountService {
  constructor(private readonly accounts: PayoutAccountRepository) {}

  async execute(caller: AuthUser): Promise<PayoutAccountView> {
    assertCreator(caller);
    return viewOf(await this.accounts.findByCreator(caller.id));
  }
}
