import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { ProjectEvents } from '@clipwerk/proto';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

/**
 * Projects computes a user's rating figures over her visible ratings; identity keeps them to show on cards,
 * profiles and stats. Figures only ever grow in count, so an older announcement arriving late changes nothing.
 */
@Injectable()
export class KeepRatingWhenRatingPublished implements EventHandler<typeof ProjectEvents.RatingPublished> {
  constructor(private readonly users: UserRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.RatingPublished>, tx: Transaction): Promise<void> {
    await this.users.keepRatingFigures(payload.subjectId, payload.subjectRatingCount, payload.subjectAverageRating, tx.manager);
  }
}
