import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config';
import type { Role } from '../../domain/catalog';
import { normalizeEmail } from '../../domain/credentials';
import type { GoogleIdentity } from '../../infrastructure/google/google.strategy';
import { UserEntity } from '../../infrastructure/persistence/user.entity';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { type Session, SessionFactory } from '../shared/session';
import { publishUserRegistered } from '../shared/user-events';

export type GoogleSignInResult =
  | { outcome: 'signed-in'; session: Session; created: boolean }
  | { outcome: 'role-mismatch'; existingRole: Role }
  | { outcome: 'failed'; reason: 'email-missing' | 'email-unverified' | 'linked-to-other-google-account' };

/**
 * Google sign-in for a chosen role: the account already linked to this Google id, else the account with the
 * same verified address (which gets linked), else a new account of the chosen role. An account of the other role
 * is never switched: that is reported as a role mismatch.
 */
@Injectable()
export class SignInWithGoogleService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly sessions: SessionFactory,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(role: Role, google: GoogleIdentity): Promise<GoogleSignInResult> {
    if (!google.email) return { outcome: 'failed', reason: 'email-missing' };
    // Linking by address is only safe when Google vouches that the address is the user's.
    if (!google.emailVerified) return { outcome: 'failed', reason: 'email-unverified' };
    const email = normalizeEmail(google.email) as string;

    const result = await this.uow.run(async (tx): Promise<GoogleSignInResult | { user: UserEntity; created: boolean }> => {
      const linked = await this.users.findByGoogleId(google.googleId, tx.manager);
      if (linked)
        return linked.role === role ? { user: linked, created: false } : { outcome: 'role-mismatch', existingRole: linked.role };

      const existing = await this.users.findByEmail(email, tx.manager);
      if (existing) {
        if (existing.role !== role) return { outcome: 'role-mismatch', existingRole: existing.role };
        if (existing.googleId) return { outcome: 'failed', reason: 'linked-to-other-google-account' };
        existing.googleId = google.googleId;
        await tx.manager.update(UserEntity, { id: existing.id }, { googleId: google.googleId });
        return { user: existing, created: false };
      }

      const created = await this.users.insert(
        role === 'creator'
          ? { role, email, googleId: google.googleId, firstName: google.firstName, lastName: google.lastName }
          : {
              role,
              email,
              googleId: google.googleId,
              contactPerson: [google.firstName, google.lastName].filter(Boolean).join(' ') || null,
            },
        tx.manager,
      );
      await publishUserRegistered(tx, created, 'google', this.config.testAccountEmails.has(email));
      return { user: created, created: true };
    });

    if ('outcome' in result) return result;
    return { outcome: 'signed-in', session: await this.sessions.open(result.user), created: result.created };
  }
}
