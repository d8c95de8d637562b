import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { replyOverdueBefore } from '../../domain/response-rate';
import { ResponseRateRepository } from '../../infrastructure/persistence/response-rate.repository';
import { announce } from './reply-counter';

const BATCH = 500;

/**
 * Counts the conversations whose day passed without the creator's answer, a batch per transaction: each is
 * counted and announced in one transaction, so a crash mid-run counts nothing twice and loses nothing.
 */
@Injectable()
export class CountOverdueRepliesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly responses: ResponseRateRepository,
  ) {}

  /** Answers how many conversations it counted. */
  async run(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const counted = await this.uow.run(async (tx) => {
        const missed = await this.responses.endOverdueWaits(replyOverdueBefore(now), BATCH, tx.manager);
        let conversations = 0;
        for (const [creatorId, count] of missed) {
          await announce(tx, await this.responses.add(creatorId, 0, count, tx.manager));
          conversations += count;
        }
        return conversations;
      });
      total += counted;
      if (counted < BATCH) return total;
    }
  }
}
