import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents } from '@clipwerk/proto';
import { PartiesRepository } from '../../infrastructure/persistence/projections.repository';

/** A new account: companies (name, e-mail, test flag) and creators (name) enter the projections. */
@Injectable()
export class KeepPartiesWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly parties: PartiesRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    if (payload.role === 'bedrijf') {
      await this.parties.upsertCompany(
        {
          id: payload.userId,
          email: payload.email.trim().toLowerCase(),
          companyName: payload.companyName || payload.displayName,
          testAccount: payload.testAccount,
        },
        tx.manager,
      );
    } else if (payload.role === 'creator') {
      await this.parties.upsertCreator({ id: payload.userId, name: payload.displayName }, tx.manager);
    }
  }
}
