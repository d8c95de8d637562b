import type { Role } from '../catalog';

export const UNNAMED_CREATOR = 'Naamloze creator';
export const UNNAMED_COMPANY = 'Naamloos bedrijf';

/** The names and facts display names are made of. */
export interface NameParts {
  role: Role;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  contactPerson: string | null;
  /** The name a creator chose to be shown by (her creator name); null when she chose none. */
  displayName: string | null;
}

export function fullName(user: NameParts): string {
  if (user.role === 'bedrijf') return user.contactPerson?.trim() ?? '';
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The name a creator's payout statements carry, whatever name she chose to be seen by; empty for a company. */
export function legalName(user: NameParts): string {
  return user.role === 'creator' ? fullName(user) : '';
}

/** The person a company's mail greets; empty for a creator. */
export function contactPerson(user: NameParts): string {
  return user.role === 'bedrijf' ? fullName(user) : '';
}

/**
 * What lists and headers show: a creator by the name she chose, else her full name; a company by company name; a
 * fixed label when there is none.
 */
export function displayName(user: NameParts): string {
  if (user.role === 'bedrijf') return user.companyName?.trim() || user.contactPerson?.trim() || UNNAMED_COMPANY;
  return user.displayName?.trim() || fullName(user) || UNNAMED_CREATOR;
}
