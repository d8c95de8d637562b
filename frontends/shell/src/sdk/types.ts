// The signed-in user as identity answers it (docs/api/identity.md), typed by identity's contract: remotes read it
// as `User` from the SDK.
import type { Role, SignUpRole, UserBody } from '@clipwerk/contracts/identity';

/** `SignUpRole`: the roles the registration form offers (support accounts are made by an operator). */
export type { Role, SignUpRole };

/** The account of the session: GET /auth/me, the login, the registration and every profile update answer it. */
export type User = UserBody;

/** How the navigation names a user: a creator by first name with the label Creator, a company by contact person with the company name, support by its name. */
export function userDisplay(user: User): { name: string; label: string } {
  if (user.role === 'creator') {
    return { name: user.firstName || user.displayName || user.fullName || user.email, label: 'Creator' };
  }
  if (user.role === 'support') return { name: user.fullName || user.email, label: 'Support' };
  return { name: user.contactPerson || user.fullName || user.email, label: user.companyName || 'Bedrijf' };
}
