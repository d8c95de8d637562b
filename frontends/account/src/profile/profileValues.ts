// Mapping between the user object and the flat profile form, and the whole profile object PUT /users/me/profile expects.
import { audienceOf, formatMoneyInput, parseDutchNumber, parseMoney } from '@clipwerk/ui';
import type { User } from '@clipwerk/shell/sdk';
import { TEXTS } from '../auth/validation';
import type { FieldErrors } from '@clipwerk/ui';

export const SOCIAL_PLATFORMS = [
  { key: 'instagram', label: 'Instagram', audience: 'followers' },
  { key: 'tiktok', label: 'TikTok', audience: 'followers' },
  { key: 'youtube', label: 'YouTube', audience: 'subscribers' },
  { key: 'twitter', label: 'X (Twitter)', audience: 'followers' },
  { key: 'website', label: 'Website', audience: 'followers' },
] as const;

export type Platform = (typeof SOCIAL_PLATFORMS)[number]['key'];

export interface ProfileValues {
  firstName: string;
  lastName: string;
  displayName: string;
  phoneNumber: string;
  bio: string;
  city: string;
  country: string;
  niches: string[];
  availability: string;
  baseRate: string;
  negotiable: boolean;
  social: Record<Platform, { username: string; url: string; audience: string }>;
  companyName: string;
  contactPerson: string;
  companySize: string;
  industry: string;
  website: string;
  kvkNumber: string;
  btwNumber: string;
}

const text = (value: unknown) => (value == null ? '' : String(value));

export function toProfileValues(user: User): ProfileValues {
  const social = Object.fromEntries(
    SOCIAL_PLATFORMS.map(({ key }) => {
      const account = user.socialMedia?.[key];
      return [key, { username: text(account?.username), url: text(account?.url), audience: text(audienceOf(account)) }];
    }),
  ) as ProfileValues['social'];
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    // The name she chose, not the one shown: left empty, her full name is shown.
    displayName: text(user.chosenDisplayName),
    phoneNumber: text(user.phoneNumber),
    bio: text(user.bio),
    city: text(user.location?.city),
    country: text(user.location?.country) || 'Nederland',
    niches: user.niches ?? [],
    availability: text(user.availability) || 'immediately',
    baseRate: formatMoneyInput(user.pricing?.baseRate),
    negotiable: user.pricing?.negotiable ?? true,
    social,
    companyName: text(user.companyName),
    contactPerson: text(user.contactPerson),
    companySize: text(user.companySize),
    industry: text(user.industry),
    website: text(user.website),
    kvkNumber: text(user.kvkNumber),
    btwNumber: text(user.btwNumber),
  };
}

/** Follower and subscriber inputs are whole numbers, typed the Dutch way ('12.500'); anything else is 0. */
export function wholeNumber(value: string): number {
  const n = parseDutchNumber(String(value));
  return n !== null && n >= 0 ? Math.floor(n) : 0;
}

export function toProfilePayload(role: User['role'], values: ProfileValues) {
  const common = {
    bio: values.bio.trim(),
    phoneNumber: values.phoneNumber.trim(),
    location: { city: values.city.trim(), country: values.country.trim() || 'Nederland' },
  };
  if (role === 'bedrijf') {
    return {
      ...common,
      companyName: values.companyName.trim(),
      contactPerson: values.contactPerson.trim(),
      companySize: values.companySize,
      industry: values.industry,
      website: values.website.trim(),
      kvkNumber: values.kvkNumber.trim(),
      btwNumber: values.btwNumber.trim(),
    };
  }
  const socialMedia = Object.fromEntries(
    SOCIAL_PLATFORMS.map(({ key, audience }) => {
      const account = values.social[key];
      return [key, { username: account.username.trim(), url: account.url.trim(), [audience]: wholeNumber(account.audience) }];
    }),
  );
  return {
    ...common,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    displayName: values.displayName.trim(),
    niches: values.niches,
    availability: values.availability,
    pricing: { baseRate: parseMoney(values.baseRate).euros ?? 0, negotiable: values.negotiable },
    socialMedia,
  };
}

export function validateProfile(role: User['role'], values: ProfileValues): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = {};
  if (role === 'creator') {
    if (!values.firstName.trim()) errors.firstName = TEXTS.firstName;
    if (!values.lastName.trim()) errors.lastName = TEXTS.lastName;
    // The base rate is optional: empty is 'Prijs op aanvraag'.
    const rate = parseMoney(values.baseRate);
    if (values.baseRate.trim() && rate.error !== null) errors.baseRate = rate.error;
  } else {
    if (!values.companyName.trim()) errors.companyName = TEXTS.companyName;
    if (!values.contactPerson.trim()) errors.contactPerson = TEXTS.contactPerson;
  }
  return errors;
}
