import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents } from '@clipwerk/proto';
import { PartiesRepository } from '../../infrastructure/persistence/projections.repository';

/** A public face changed: the company's name and logo, or a creator's name, city and picture. */
@Injectable()
export class KeepPartiesWhenProfileUpdated implements EventHandler<typeof IdentityEvents.ProfileUpdated> {
  constructor(private readonly parties: PartiesRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.ProfileUpdated>, tx: Transaction): Promise<void> {
    if (payload.role === 'bedrijf') {
      await this.parties.upsertCompany(
        { id: payload.userId, companyName: payload.companyName || payload.displayName, logoUrl: payload.profilePictureUrl },
        tx.manager,
      );
    } else if (payload.role === 'creator') {
      await this.parties.upsertCreator(
        { id: payload.userId, name: payload.displayName, city: payload.city, profilePictureUrl: payload.profilePictureUrl },
        tx.manager,
      );
    }
  }
}
