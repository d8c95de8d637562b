import { Injectable } from '@nestjs/common';
import { createLogger, UnitOfWork } from '@clipwerk/kit';
import type { ProviderName } from '../../domain/payment';
import { isAnnounced, isNewer, type PayoutAccountEvent } from '../../domain/payout-account';
import { PayoutAccountRepository } from '../../infrastructure/persistence/payout-account.repository';
import { ProviderEventRepository } from '../../infrastructure/persistence/provider-event.repository';
import { publishPayoutAccountUpdated } from './payout-account-events';

export type PayoutAccountOutcome = 'applied' | 'unchanged' | 'duplicate' | 'stale' | 'unknown_account';

/**
 * THE path by which a payout account changes, for Stripe's `account.updated`, a re-read of the account and the
 * simulated onboarding alike:
 * - the account row is locked, so two events about one account apply one after the other;
 * - the provider event id is claimed in the provider-event inbox in the same transaction: a duplicate has no effect;
 * - an observation older than the one we hold is dropped, so a late event never overwrites a newer state;
 * - PayoutAccountUpdated goes out only when the status or the bank account changed.
 */
@Injectable()
export class RecordPayoutAccountEventService {
  private readonly log = createLogger('payments.payout-account');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: PayoutAccountRepository,
    private readonly events: ProviderEventRepository,
  ) {}

  execute(provider: ProviderName, event: PayoutAccountEvent): Promise<PayoutAccountOutcome> {
    return this.uow.run(async (tx) => {
      const account = await this.accounts.findByAccountIdForUpdate(provider, event.accountId, tx.manager);
      if (!account) {
        // Not claimed and not kept: the account's next event, or a refresh of its status, brings it up to date.
        this.log.warn(
          { eventId: event.id, provider, accountId: event.accountId },
          'provider event for an unknown payout account',
        );
        return 'unknown_account';
      }
      if (!(await this.events.claim(provider, event.id, 'account.updated', tx.manager))) return 'duplicate';
      if (!isNewer(event.observedAt, account.observedAt)) {
        this.log.info(
          { eventId: event.id, accountId: event.accountId, observedAt: event.observedAt, held: account.observedAt },
          'older payout account event ignored',
        );
        return 'stale';
      }
      const next = { status: event.status, details: event.details, observedAt: event.observedAt };
      const updatedAt = await this.accounts.update(account.creatorId, next, tx.manager);
      if (!isAnnounced(account, next)) return 'unchanged';
      await publishPayoutAccountUpdated(tx, { ...account, ...next, updatedAt }, account.status);
      this.log.info(
        { eventId: event.id, creatorId: account.creatorId, from: account.status, to: next.status },
        'payout account updated',
      );
      return 'applied';
    });
  }
}
