import { Inject, Injectable } from '@nestjs/common';
import { createLogger, UnitOfWork } from '@clipwerk/kit';
import { becomesFinal, DISPUTE_TERMS, disputeDeadlines } from '../../domain/dispute';
import { DisputeRepository } from '../../infrastructure/persistence/dispute.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { DisputeMoneyService } from './dispute-money.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 25;

/**
 * First decisions whose appeal window passed without an appeal become final: the money moves and the dispute closes.
 * Every replica runs it; rows are claimed with SKIP LOCKED and closed in the transaction that moves their money, so
 * each decision moves money exactly once (an appeal at the same moment waits for the lock and finds it closed).
 */
@Injectable()
export class FinaliseDisputesService {
  private readonly log = createLogger('payments.dispute');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly disputes: DisputeRepository,
    private readonly money: DisputeMoneyService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Returns how many became final. */
  async run(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = this.clock.now();
      const done = await this.uow.run(async (tx) => {
        const due = await this.disputes.claimDecidedBefore(
          new Date(now.getTime() - DISPUTE_TERMS.appealDays * DAY_MS),
          BATCH,
          tx.manager,
        );
        const final = due.filter((dispute) => becomesFinal(dispute.status, disputeDeadlines(dispute), now));
        const decisions = await this.disputes.decisions(
          final.map((dispute) => dispute.id),
          tx.manager,
        );
        for (const dispute of final) {
          const decision = decisions.find((row) => row.disputeId === dispute.id && row.round === 1)!;
          const closed = { ...dispute, status: 'closed' as const, closedAt: now };
          await this.disputes.update(dispute.id, { status: 'closed', closedAt: now }, tx.manager);
          await this.money.apply(tx, closed, decision, now);
          this.log.info({ disputeId: dispute.id, projectId: dispute.projectId }, 'first decision final: no appeal');
        }
        return final.length;
      });
      total += done;
      if (done < BATCH) return total;
    }
  }
}
