import { DEFAULT_COUNTRY } from '../catalog';
import { contactPerson, displayName, legalName, type NameParts } from './names';

/** What other contexts show of a user (carried by ProfileUpdated); an event goes out only when this changes. */
export interface PublicFace {
  displayName: string;
  /** A creator's own first and last name, for documents that must carry it; empty for a company. */
  legalName: string;
  companyName: string;
  /** A company's contact person, whom its mail greets; empty for a creator. */
  contactPerson: string;
  profilePictureUrl: string;
  city: string;
  niches: string[];
  bio: string;
  /** A company's KvK and BTW numbers, for the invoices payments issues; empty when not given. */
  kvkNumber: string;
  btwNumber: string;
}

export function publicFace(
  user: NameParts & {
    profilePictureUrl: string | null;
    city: string | null;
    niches: string[];
    bio: string;
    kvkNumber?: string | null;
    btwNumber?: string | null;
  },
): PublicFace {
  return {
    displayName: displayName(user),
    legalName: legalName(user),
    companyName: user.companyName ?? '',
    contactPerson: contactPerson(user),
    profilePictureUrl: user.profilePictureUrl ?? '',
    city: user.city ?? '',
    niches: [...user.niches],
    bio: user.bio,
    kvkNumber: user.kvkNumber ?? '',
    btwNumber: user.btwNumber ?? '',
  };
}

export function samePublicFace(a: PublicFace, b: PublicFace): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function locationOf(city: string | null, country: string | null): { city: string; country: string } {
  return { city: city ?? '', country: country || DEFAULT_COUNTRY };
}
