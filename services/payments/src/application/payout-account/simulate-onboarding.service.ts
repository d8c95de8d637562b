import { Inject, Injectable } from '@nestjs/common';
import { AppError, type AuthUser } from '@clipwerk/kit';
import { randomUUID } from 'node:crypto';
import { ErrorCodes, Messages } from '../../domain/messages';
import { accountHolderName, checkDutchIban } from '../../domain/payout-account';
import { PayoutAccountRepository } from '../../infrastructure/persistence/payout-account.repository';
import { PAYOUT_ACCOUNT_PROVIDER, type PayoutAccountProvider } from '../ports/payout-account-provider';
import { assertCreator, type PayoutAccountView, viewOf } from './payout-account-view';
import { RecordPayoutAccountEventService } from './record-payout-account-event.service';

export interface SimulatedOnboarding {
  accountId: string;
  iban: string;
  accountHolderName: string;
}

/**
 * The simulated provider's onboarding page hands in an IBAN and the account holder (simulated provider only).
 * It becomes the provider event Stripe would send, `account.updated` with payouts enabled, and takes the same
 * path. The IBAN itself is not kept: only its last four digits, the bank and the country.
 */
@Injectable()
export class SimulateOnboardingService {
  constructor(
    private readonly accounts: PayoutAccountRepository,
    private readonly record: RecordPayoutAccountEventService,
    @Inject(PAYOUT_ACCOUNT_PROVIDER) private readonly provider: PayoutAccountProvider,
  ) {}

  async execute(caller: AuthUser, onboarding: SimulatedOnboarding): Promise<PayoutAccountView> {
    if (this.provider.name !== 'simulated') throw AppError.notFound(ErrorCodes.notFound, 'Niet gevonden');
    assertCreator(caller);
    const account = await this.accounts.findByCreator(caller.id);
    if (!account || account.provider !== 'simulated' || account.providerAccountId !== onboarding.accountId) {
      throw AppError.notFound(ErrorCodes.payoutAccountNotFound, Messages.payoutAccountNotFound);
    }
    const iban = checkDutchIban(onboarding.iban);
    const holder = accountHolderName(onboarding.accountHolderName);
    const problems = [
      ...(iban.valid
        ? []
        : [{ field: 'iban', message: iban.reason === 'not_dutch' ? Messages.ibanNotDutch : Messages.ibanInvalid }]),
      ...(holder ? [] : [{ field: 'accountHolderName', message: Messages.accountHolderInvalid }]),
    ];
    if (!iban.valid || !holder) {
      throw new AppError(ErrorCodes.ibanInvalid, problems[0].message, 400, problems);
    }
    // Every hand-in is its own provider event, as each change at Stripe is; the same IBAN twice changes nothing.
    await this.record.execute('simulated', {
      id: `sim:${account.providerAccountId}:${randomUUID()}`,
      accountId: account.providerAccountId,
      status: 'active',
      details: { last4: iban.last4, bankName: iban.bankName, country: iban.country },
      observedAt: new Date(),
    });
    return viewOf(await this.accounts.findByCreator(caller.id));
  }
}
