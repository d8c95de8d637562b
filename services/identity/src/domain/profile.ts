import { DEFAULT_COUNTRY, type Role, SOCIAL_PLATFORMS, type SocialPlatform } from './catalog';

/** Rules about how a profile is stored and shown, with no framework and no I/O. */

export const UNNAMED_CREATOR = 'Naamloze creator';
export const UNNAMED_COMPANY = 'Naamloos bedrijf';

export const TEXT_LIMITS = {
  name: 100,
  phoneNumber: 30,
  bio: 2000,
  city: 100,
  country: 100,
  companyName: 150,
  website: 500,
  url: 500,
  username: 100,
  displayName: 60,
  portfolioTitle: 200,
  portfolioDescription: 2000,
  search: 100,
} as const;

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

/**
 * Follower and subscriber inputs are whole numbers; anything invalid becomes 0.
 * `"1200"` → 1200, `"12.7"` → 12, `"abc"`, `-5`, `null` → 0. Dutch users write thousands with dots
 * (`"1.500"`, also `"12.500.000"`): grouped digits are read as one number, not as a decimal fraction.
 */
export function wholeNumberOrZero(value: unknown): number {
  const text = String(value ?? '').trim();
  const ungrouped = /^\d{1,3}([.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, '') : text;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(ungrouped, 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.min(parsed, 2_000_000_000);
}

/**
 * The base rate: euros with up to two decimals (`150.75`, `"150.75"`), rounded to the cent; grouped digits as
 * above (`"1.500"` → 1500); anything invalid becomes 0.
 */
export function eurosOrZero(value: unknown): number {
  const euros =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value)
        ? Number(value)
        : wholeNumberOrZero(value);
  if (!Number.isFinite(euros) || euros < 0) return 0;
  return Math.round(Math.min(euros, 2_000_000_000) * 100) / 100;
}

/**
 * Links we show to visitors must be http(s): a `javascript:` link on a public profile would run in their browser.
 * A bare host (`instagram.com/anna`) gets `https://`; anything else is dropped.
 */
export function safeExternalUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim().slice(0, TEXT_LIMITS.url);
  if (!trimmed) return '';
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(trimmed)
      ? `https://${trimmed}`
      : '';
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? candidate : '';
  } catch {
    return '';
  }
}

/** Files uploaded to identity are served at `/api/media/<id>`. */
export const MEDIA_PATH = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function mediaUrl(mediaId: string): string {
  return `/api/media/${mediaId}`;
}

/**
 * The id of the uploaded file a link points at, whether written as our path or as a full address with any host
 * (`https://clipwerk.nl/api/media/<id>`): a user may only point at her own files, however the link is written.
 */
export function referencedMediaId(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  const trimmed = link.trim();
  let pathname = trimmed;
  if (!trimmed.startsWith('/')) {
    try {
      pathname = new URL(trimmed).pathname;
    } catch {
      return undefined;
    }
  }
  return MEDIA_PATH.test(pathname) ? pathname.split('/').pop() : undefined;
}

export interface SocialAccount {
  username: string;
  url: string;
  /** YouTube's count is called subscribers in the API; stored the same way for every platform. */
  followers: number;
}
export type SocialMedia = Partial<Record<SocialPlatform, SocialAccount>>;

/**
 * Reads the client's socialMedia map: known platforms only, trimmed names, safe links, whole-number counts;
 * a platform left completely empty is dropped.
 */
export function normalizeSocialMedia(input: unknown): SocialMedia {
  const result: SocialMedia = {};
  if (!input || typeof input !== 'object') return result;
  for (const platform of SOCIAL_PLATFORMS) {
    const raw = (input as Record<string, unknown>)[platform];
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    const account: SocialAccount = {
      username: typeof entry.username === 'string' ? entry.username.trim().slice(0, TEXT_LIMITS.username) : '',
      url: safeExternalUrl(entry.url),
      followers: wholeNumberOrZero(platform === 'youtube' ? (entry.subscribers ?? entry.followers) : entry.followers),
    };
    if (account.username || account.url || account.followers > 0) result[platform] = account;
  }
  return result;
}

/** One platform as the API shows it; YouTube's count is called subscribers (`PresentedYoutubeAccount`). */
export interface PresentedSocialAccount {
  username: string;
  url: string;
  followers: number;
}
export interface PresentedYoutubeAccount {
  username: string;
  url: string;
  subscribers: number;
}
/** Only the platforms that have something filled in. */
export type PresentedSocialMedia = Partial<Record<Exclude<SocialPlatform, 'youtube'>, PresentedSocialAccount>> & {
  youtube?: PresentedYoutubeAccount;
};

/** The API shape: `followers`, except YouTube's `subscribers`. */
export function presentSocialMedia(media: SocialMedia): PresentedSocialMedia {
  const result: PresentedSocialMedia = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const account = media[platform];
    if (!account) continue;
    const { username, url, followers } = account;
    if (platform === 'youtube') result.youtube = { username, url, subscribers: followers };
    else result[platform] = { username, url, followers };
  }
  return result;
}

/** The stored, indexable `followers_total`: followers and subscribers summed over every platform. */
export function followersTotal(media: SocialMedia): number {
  return SOCIAL_PLATFORMS.reduce((sum, platform) => sum + (media[platform]?.followers ?? 0), 0);
}

export function locationOf(city: string | null, country: string | null): { city: string; country: string } {
  return { city: city ?? '', country: country || DEFAULT_COUNTRY };
}

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

/** A KvK number: the Chamber of Commerce's eight digits. */
export const KVK_NUMBER = /^\d{8}$/;
/** A Dutch VAT number: NL, nine digits, B, two digits. */
export const BTW_NUMBER = /^NL\d{9}B\d{2}$/;

/** As typed (spaces, dots, lower case) to the stored form; empty means none. */
export function normalizeRegistrationNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/[\s.]/g, '').toUpperCase();
  return compact === '' ? null : compact;
}

export function samePublicFace(a: PublicFace, b: PublicFace): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A birth date as the registration form sends it: `YYYY-MM-DD`, a real day, not in the future, after 1900. */
export function isPlausibleBirthDate(value: unknown, today: Date = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime();
}

/** A creator works on Clipwerk from her 18th birthday: she signs agreements and is paid out herself. */
export const MIN_CREATOR_AGE = 18;

/** Whether a (plausible) birth date `YYYY-MM-DD` makes her at least 18 on `today` (UTC day). */
export function isOldEnoughToCreate(birthDate: string, today: Date = new Date()): boolean {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const todayKey = today.getUTCFullYear() * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return todayKey >= (year + MIN_CREATOR_AGE) * 10_000 + month * 100 + day;
}

/** A portfolio video or thumbnail link, normalised: one of our uploads, or an external http(s) link; else null. */
export function normalizeMediaLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (MEDIA_PATH.test(trimmed)) return trimmed;
  return safeExternalUrl(trimmed) || null;
}
