/** How a deleted account is shown wherever its name was: in conversations, on projects, on invoices issued later. */
export const DELETED_ACCOUNT_NAME = 'Verwijderd account';

/**
 * What is left of a user after she deleted her account: nothing that identifies her. The row stays (with a
 * unique address that cannot receive mail), so what others hold of her points at an anonymous account, and
 * invoices the law makes us keep stay complete without her name.
 */
export function anonymisedAccount(userId: string) {
  return {
    email: `verwijderd-${userId}@clipwerk.invalid`,
    passwordHash: null,
    googleId: null,
    // The name every context shows: a creator by her first name, a company by its company name.
    firstName: DELETED_ACCOUNT_NAME,
    lastName: null,
    displayName: null,
    dateOfBirth: null,
    phoneNumber: null,
    bio: '',
    city: null,
    niches: [] as string[],
    baseRateCents: null,
    socialMedia: {},
    followersTotal: 0,
    profilePictureUrl: null,
    companyName: DELETED_ACCOUNT_NAME,
    contactPerson: null,
    website: null,
    kvkNumber: null,
    btwNumber: null,
  };
}

/** A password account confirms with its password; an account without one (Google) types its e-mail address. */
export function deletionConfirmed(
  account: { email: string; hasPassword: boolean },
  confirmation: { password?: unknown; email?: unknown },
  passwordMatches: boolean,
): boolean {
  if (account.hasPassword) return passwordMatches;
  return typeof confirmation.email === 'string' && confirmation.email.trim().toLowerCase() === account.email.toLowerCase();
}
