import { Injectable } from '@nestjs/common';
import { createLogger, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { payoutReversalPosting } from '../../domain/ledger';
import { afterProviderOutcome, type PayoutProviderEvent } from '../../domain/payout';
import { LedgerRepository } from '../../infrastructure/persistence/ledger.repository';
import { PayoutRepository, type PayoutRow } from '../../infrastructure/persistence/payout.repository';
import { ProviderEventRepository } from '../../infrastructure/persistence/provider-event.repository';

export type PayoutEventOutcome = 'applied' | 'duplicate' | 'unknown';

/**
 * The provider's word on a released payout: reversed transfers, and bank payouts paid or failed. The provider
 * event id is claimed in the provider-event inbox in the same transaction as the effect, and the payout rows are
 * locked, so a webhook delivered twice, or to two replicas at once, has one effect.
 */
@Injectable()
export class RecordPayoutEventService {
  private readonly log = createLogger('payments.payout-events');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: ProviderEventRepository,
    private readonly payouts: PayoutRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  execute(event: PayoutProviderEvent): Promise<PayoutEventOutcome> {
    return this.uow.run(async (tx) => {
      if (!(await this.events.claim(event.provider, event.id, event.type, tx.manager))) return 'duplicate';
      const affected =
        event.type === 'transfer_reversed'
          ? [await this.payouts.findByTransferForUpdate(event.provider, event.transferId, tx.manager)].filter(
              (payout): payout is PayoutRow => payout !== null,
            )
          : await this.payouts.releasedToAccountForUpdate(
              event.provider,
              event.accountId,
              event.createdAt,
              ['released', 'failed'],
              tx.manager,
            );
      let applied = 0;
      for (const payout of affected) if (await this.apply(tx, payout, event)) applied += 1;
      if (applied === 0) {
        this.log.info({ eventId: event.id, type: event.type }, 'provider payout event without a payout to change');
        return 'unknown';
      }
      return 'applied';
    });
  }

  private async apply(tx: Transaction, payout: PayoutRow, event: PayoutProviderEvent): Promise<boolean> {
    const next = afterProviderOutcome(payout.status, event.type);
    if (!next) return false;
    if (event.type === 'transfer_reversed') {
      // The money came back to the platform: owed to the creator again, until an operator decides.
      await this.ledger.post(payoutReversalPosting(payout, payout.amountCents), tx.manager);
      await this.payouts.setStatus(payout.id, next, { failureReason: 'transfer_reversed' }, tx.manager);
    } else if (event.type === 'paid_out') {
      await this.payouts.setStatus(payout.id, next, { paidOutAt: event.createdAt, failureReason: null }, tx.manager);
    } else {
      await this.payouts.setStatus(payout.id, next, { failureReason: event.failureCode ?? 'payout_failed' }, tx.manager);
    }
    this.log.info({ eventId: event.id, payoutId: payout.id, from: payout.status, to: next }, 'payout updated by the provider');
    return true;
  }
}
