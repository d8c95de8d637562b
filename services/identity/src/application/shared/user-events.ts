import type { Transaction } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { contactPerson, displayName, legalName } from '../../domain/profile/names';
import { type PublicFace, publicFace, samePublicFace } from '../../domain/profile/public-face';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';

/** The one way UserRegistered is raised, for password and Google sign-ups alike. */
export async function publishUserRegistered(
  tx: Transaction,
  user: UserEntity,
  signUpMethod: 'password' | 'google',
  testAccount: boolean,
) {
  await tx.publish(
    IdentityEvents.UserRegistered,
    user.id,
    {
      userId: user.id,
      role: user.role,
      email: user.email,
      displayName: displayName(user),
      companyName: user.companyName ?? '',
      signUpMethod,
      testAccount,
      legalName: legalName(user),
      contactPerson: contactPerson(user),
    },
    user.id,
  );
}

/** ProfileUpdated goes out only when what other contexts show of the user changed. */
export async function publishProfileUpdatedIfChanged(tx: Transaction, before: PublicFace, user: UserEntity): Promise<void> {
  const after = publicFace(user);
  if (samePublicFace(before, after)) return;
  await tx.publish(IdentityEvents.ProfileUpdated, user.id, { userId: user.id, role: user.role, ...after });
}
