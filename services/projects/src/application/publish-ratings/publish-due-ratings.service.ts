import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { RatingRepository } from '../../infrastructure/persistence/rating.repository';
import { RatingPublisher } from '../rate-party/rating-publisher';

const BATCH = 200;

/**
 * Publishes the ratings whose window closed without the other party's, a batch per transaction. Each rating is
 * claimed and announced in one transaction, so a crash mid-run publishes nothing twice and loses nothing.
 */
@Injectable()
export class PublishDueRatingsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ratings: RatingRepository,
    private readonly publisher: RatingPublisher,
  ) {}

  /** Answers how many ratings it published. */
  async run(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.uow.run(async (tx) => {
        const due = await this.ratings.publishDue(now, BATCH, tx.manager);
        await this.publisher.announce(tx, due);
        return due.length;
      });
      total += published;
      if (published < BATCH) return total;
    }
  }
}
