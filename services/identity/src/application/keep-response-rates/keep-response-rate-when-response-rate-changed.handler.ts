import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { MessagingEvents } from '@clipwerk/proto';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

/**
 * Messaging computes a creator's response rate whenever one more conversation is counted; identity keeps it to show
 * on her card, profile and stats. The figure over the most conversations wins, so a late, older one changes nothing.
 */
@Injectable()
export class KeepResponseRateWhenResponseRateChanged implements EventHandler<typeof MessagingEvents.CreatorResponseRateChanged> {
  constructor(private readonly users: UserRepository) {}

  async handle({ payload }: ReceivedEvent<typeof MessagingEvents.CreatorResponseRateChanged>, tx: Transaction): Promise<void> {
    if (!payload.creatorId || payload.counted <= 0) return;
    await this.users.keepResponseRate(payload.creatorId, payload.responseRate, payload.counted, tx.manager);
  }
}
