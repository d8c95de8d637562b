import type { Role } from './catalog';
import { Messages } from './messages';

/** PUT /users/me/profile takes the whole profile; each role may change only its own fields, the rest is ignored. */
export const EDITABLE_PROFILE_FIELDS = {
  creator: [
    'firstName',
    'lastName',
    'displayName',
    'dateOfBirth',
    'phoneNumber',
    'bio',
    'location',
    'niches',
    'pricing',
    'availability',
    'socialMedia',
    'profilePictureUrl',
  ],
  bedrijf: [
    'companyName',
    'contactPerson',
    'companySize',
    'industry',
    'website',
    'kvkNumber',
    'btwNumber',
    'phoneNumber',
    'bio',
    'location',
    'profilePictureUrl',
  ],
  // Support keeps its name; it has no public profile.
  support: ['firstName', 'lastName'],
} as const satisfies Record<Role, readonly string[]>;

export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[Role][number];

/** Names a role cannot be without: sent empty, they are refused with the registration form's text. */
const REQUIRED_WHEN_SENT: Record<Role, Partial<Record<EditableProfileField, string>>> = {
  creator: { firstName: Messages.firstNameRequired, lastName: Messages.lastNameRequired },
  bedrijf: { companyName: Messages.companyNameRequired, contactPerson: Messages.contactPersonRequired },
  support: { firstName: Messages.firstNameRequired },
};

/** The changes the role may make, without the other role's fields. */
export function editableChanges<T extends object>(role: Role, changes: T): Partial<T> {
  const allowed = new Set<string>(EDITABLE_PROFILE_FIELDS[role]);
  return Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => allowed.has(field) && value !== undefined),
  ) as Partial<T>;
}

export function emptyRequiredFields(role: Role, changes: object): { field: string; message: string }[] {
  return Object.entries(REQUIRED_WHEN_SENT[role])
    .filter(([field]) => field in changes && (changes as Record<string, unknown>)[field] !== undefined)
    .filter(([field]) => {
      const value = (changes as Record<string, unknown>)[field];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map(([field, message]) => ({ field, message: message as string }));
}
