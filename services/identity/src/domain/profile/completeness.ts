import type { Role } from '../catalog';
import type { SocialMedia } from './social-media';

/** What completeness is judged on; `portfolioItems` only matters for creators. */
export interface CompletenessFacts {
  role: Role;
  firstName: string | null;
  lastName: string | null;
  bio: string;
  city: string | null;
  niches: string[];
  profilePictureUrl: string | null;
  socialMedia: SocialMedia;
  baseRateCents: number | null;
  phoneNumber: string | null;
  companyName: string | null;
  contactPerson: string | null;
  companySize: string | null;
  industry: string | null;
  website: string | null;
  portfolioItems: number;
}

const filled = (value: string | null | undefined) => Boolean(value && value.trim());

/** Each check is one field the profile tab can ask the user to fill in; the percentage is the share done. */
const COMPLETENESS_CHECKS: Record<Role, Record<string, (facts: CompletenessFacts) => boolean>> = {
  creator: {
    firstName: (f) => filled(f.firstName),
    lastName: (f) => filled(f.lastName),
    bio: (f) => filled(f.bio),
    city: (f) => filled(f.city),
    niches: (f) => f.niches.length > 0,
    profilePicture: (f) => filled(f.profilePictureUrl),
    socialMedia: (f) => Object.keys(f.socialMedia).length > 0,
    pricing: (f) => (f.baseRateCents ?? 0) > 0,
    phoneNumber: (f) => filled(f.phoneNumber),
    portfolio: (f) => f.portfolioItems > 0,
  },
  bedrijf: {
    companyName: (f) => filled(f.companyName),
    contactPerson: (f) => filled(f.contactPerson),
    companySize: (f) => filled(f.companySize),
    industry: (f) => filled(f.industry),
    website: (f) => filled(f.website),
    bio: (f) => filled(f.bio),
    city: (f) => filled(f.city),
    profilePicture: (f) => filled(f.profilePictureUrl),
  },
  support: { firstName: (f) => filled(f.firstName) },
};

export function profileCompleteness(facts: CompletenessFacts): { percentage: number; missing: string[] } {
  const checks = Object.entries(COMPLETENESS_CHECKS[facts.role]);
  const missing = checks.filter(([, isDone]) => !isDone(facts)).map(([field]) => field);
  return { percentage: Math.round(((checks.length - missing.length) / checks.length) * 100), missing };
}
