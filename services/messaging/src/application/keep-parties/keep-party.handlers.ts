import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents } from '@clipwerk/proto';
import type { PartyRole } from '../../domain/conversation-rules';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';

// The party projection (role, name, picture) shown beside every conversation, from identity's events.
// A company is shown by its company name, a creator by her display name.

const asRole = (role: string): PartyRole | null => (role === 'bedrijf' || role === 'creator' ? role : null);

@Injectable()
export class KeepPartyWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    const role = asRole(payload.role);
    if (!role) return;
    const name = role === 'bedrijf' ? payload.companyName || payload.displayName : payload.displayName;
    await this.projections.upsertParty({ id: payload.userId, role, name }, tx.manager);
  }
}

@Injectable()
export class KeepPartyWhenProfileUpdated implements EventHandler<typeof IdentityEvents.ProfileUpdated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.ProfileUpdated>, tx: Transaction): Promise<void> {
    const role = asRole(payload.role);
    if (!role) return;
    const name = role === 'bedrijf' ? payload.companyName || payload.displayName : payload.displayName;
    await this.projections.upsertParty({ id: payload.userId, role, name, avatarUrl: payload.profilePictureUrl }, tx.manager);
  }
}

/** A deleted account: her name became identity's anonymous one (ProfileUpdated); here she is marked gone. */
@Injectable()
export class MarkPartyWhenAccountDeleted implements EventHandler<typeof IdentityEvents.AccountDeleted> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.AccountDeleted>, tx: Transaction): Promise<void> {
    const role = asRole(payload.role);
    if (!role) return;
    await this.projections.upsertParty({ id: payload.userId, role, deleted: true }, tx.manager);
  }
}
