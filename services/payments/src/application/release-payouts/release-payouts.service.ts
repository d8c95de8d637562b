import { Inject, Injectable } from '@nestjs/common';
import { createLogger, UnitOfWork } from '@clipwerk/kit';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { payoutPosting } from '../../domain/ledger';
import { mustLookUpTransfer, releaseDecision, transferKey } from '../../domain/payout';
import { LedgerRepository } from '../../infrastructure/persistence/ledger.repository';
import { type ClaimedPayout, PayoutRepository, type PayoutRow } from '../../infrastructure/persistence/payout.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { TRANSFER_PROVIDER, type TransferProvider } from '../ports/transfer-provider';
import { publishPayoutReleased, publishPayoutWaiting } from '../shared/payout-events';

export interface ReleaseRunResult {
  released: number;
  waiting: number;
  /** Attempts the provider refused or that failed on the way; taken again after the lease, with the same key. */
  failed: number;
}

interface Attempt {
  payout: PayoutRow;
  destinationAccountId: string;
  /** A retry whose idempotency key may have expired: ask the provider for the transfer before making one. */
  lookUp: boolean;
}

/**
 * Releases the creator's share of every payout whose hold has ended, exactly once across crashes and replicas:
 * 1. claim a small batch of due payouts with FOR UPDATE SKIP LOCKED (replicas take different rows), and in the same
 *    short transaction record each attempt (`releasing`, attempts + 1, when) or, without an active payout account,
 *    park it as `waiting_for_account`; commit;
 * 2. call the provider for each attempt with the payout's own idempotency key (`payout:<id>`);
 * 3. in one transaction per batch, mark each transferred payout `released` (only if its attempt is still open),
 *    post the transfer in the ledger (one payout posting per project, also by a unique index) and publish
 *    PayoutReleased.
 * A crash after 2 leaves the attempt open; once its lease has passed a run takes it again and repeats the same
 * key, so the provider answers the transfer it already made. The provider keeps a key only about 24 hours: a retry
 * whose first attempt is older than that first looks the payout's transfer up in the project's transfer group and
 * adopts it, so a release retried days later does not pay twice.
 */
@Injectable()
export class ReleasePayoutsService {
  private readonly log = createLogger('payments.release');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly payouts: PayoutRepository,
    private readonly ledger: LedgerRepository,
    @Inject(TRANSFER_PROVIDER) private readonly transfers: TransferProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  /** One run: batch after batch until nothing due is left that this run may take. */
  async run(): Promise<ReleaseRunResult> {
    const result: ReleaseRunResult = { released: 0, waiting: 0, failed: 0 };
    for (;;) {
      const { attempts, waiting, claimed } = await this.claimBatch();
      if (claimed === 0) break;
      result.waiting += waiting;
      const made = await this.transfer(attempts);
      result.failed += attempts.length - made.length;
      result.released += await this.recordReleases(made);
    }
    if (result.released + result.waiting + result.failed > 0) this.log.info(result, 'release run done');
    return result;
  }

  private claimBatch(): Promise<{ attempts: Attempt[]; waiting: number; claimed: number }> {
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const staleBefore = new Date(now.getTime() - this.config.release.leaseMs);
      const claimed = await this.payouts.claimDue(now, staleBefore, this.config.release.batchSize, tx.manager);
      const attempts: Attempt[] = [];
      const waiting: ClaimedPayout[] = [];
      for (const entry of claimed) {
        // An account at another provider (the simulator's, after Stripe was configured) cannot receive a transfer.
        const usable = entry.account?.provider === this.transfers.name ? entry.account : null;
        const { payout } = entry;
        if (payout.status === 'releasing' && payout.destinationAccountId && payout.provider === this.transfers.name) {
          // An attempt that never finished may have made its transfer: repeat it exactly, same account and key.
          const lookUp = mustLookUpTransfer(payout.firstAttemptAt, now);
          attempts.push({ payout, destinationAccountId: payout.destinationAccountId, lookUp });
        } else if (releaseDecision(usable?.status ?? null) === 'transfer' && usable) {
          attempts.push({ payout: entry.payout, destinationAccountId: usable.providerAccountId, lookUp: false });
        } else waiting.push(entry);
      }
      if (waiting.length > 0)
        await this.payouts.markWaiting(
          waiting.map((entry) => entry.payout.id),
          now,
          tx.manager,
        );
      for (const { payout, account } of waiting) {
        // Told once, when it starts to wait; the payout status says the same in Dutch meanwhile.
        if (payout.status === 'waiting_for_account') continue;
        await publishPayoutWaiting(tx, payout, account?.status ?? 'not_connected', now);
        this.log.info({ payoutId: payout.id, creatorId: payout.creatorId }, 'payout waits for a payout account');
      }
      await this.payouts.recordAttempts(
        attempts.map(({ payout, destinationAccountId }) => ({
          id: payout.id,
          provider: this.transfers.name,
          destinationAccountId,
        })),
        now,
        tx.manager,
      );
      return { attempts, waiting: waiting.length, claimed: claimed.length };
    });
  }

  private async transfer(attempts: Attempt[]): Promise<{ payout: PayoutRow; transferId: string }[]> {
    const outcomes = await Promise.allSettled(attempts.map((attempt) => this.transferOnce(attempt)));
    const made: { payout: PayoutRow; transferId: string }[] = [];
    outcomes.forEach((outcome, index) => {
      const { payout } = attempts[index];
      if (outcome.status === 'fulfilled') made.push({ payout, transferId: outcome.value.transferId });
      else this.log.error({ payoutId: payout.id, err: outcome.reason }, 'transfer failed; the attempt is taken again later');
    });
    return made;
  }

  private async transferOnce({ payout, destinationAccountId, lookUp }: Attempt): Promise<{ transferId: string }> {
    const request = {
      payoutId: payout.id,
      projectId: payout.projectId,
      amountCents: payout.amountCents,
      destinationAccountId,
      transferGroup: payout.transferGroup,
    };
    if (lookUp) {
      const found = await this.transfers.findTransfer(request);
      if (found) {
        this.log.warn(
          { payoutId: payout.id, transferId: found.transferId },
          'retry adopts the transfer made by an earlier attempt',
        );
        return found;
      }
    }
    return this.transfers.transfer({ ...request, idempotencyKey: transferKey(payout.id) });
  }

  private recordReleases(made: { payout: PayoutRow; transferId: string }[]): Promise<number> {
    if (made.length === 0) return Promise.resolve(0);
    return this.uow.run(async (tx) => {
      const releasedAt = this.clock.now();
      let released = 0;
      for (const { payout, transferId } of made) {
        // Another run that took the same attempt after its lease may have finished first: then nothing to do.
        if (!(await this.payouts.markReleased(payout.id, transferId, releasedAt, tx.manager))) continue;
        await this.ledger.post(payoutPosting(payout, payout.amountCents), tx.manager);
        await publishPayoutReleased(tx, payout, { provider: this.transfers.name, transferId, releasedAt });
        released += 1;
      }
      return released;
    });
  }
}
