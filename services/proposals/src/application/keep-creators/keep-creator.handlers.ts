import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents } from '@clipwerk/proto';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';

// The creator projection (name, bio, niches, city, picture) shown on proposal cards, from identity's events.

@Injectable()
export class KeepCreatorWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    if (payload.role !== 'creator') return;
    await this.projections.upsertCreator({ id: payload.userId, name: payload.displayName }, tx.manager);
  }
}

@Injectable()
export class KeepCreatorWhenProfileUpdated implements EventHandler<typeof IdentityEvents.ProfileUpdated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.ProfileUpdated>, tx: Transaction): Promise<void> {
    if (payload.role !== 'creator') return;
    await this.projections.upsertCreator(
      {
        id: payload.userId,
        name: payload.displayName,
        bio: payload.bio,
        niches: [...payload.niches],
        city: payload.city,
        profilePictureUrl: payload.profilePictureUrl,
      },
      tx.manager,
    );
  }
}
