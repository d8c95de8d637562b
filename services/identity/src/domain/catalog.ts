/** The fixed value lists of identity: niches, industries and portfolio categories each have `other`; one company size list. */

/** The roles one signs up for. */
export const ROLES = ['creator', 'bedrijf'] as const;
export type SignUpRole = (typeof ROLES)[number];
/** Every account's role: support accounts are made by one operator's command (docs/operations.md), never by sign-up. */
export type Role = SignUpRole | 'support';

/** How a role is named in Dutch texts. */
export const ROLE_LABELS: Record<Role, string> = { creator: 'creator', bedrijf: 'bedrijf', support: 'support' };

export const NICHES = [
  'beauty',
  'fashion',
  'fitness',
  'health',
  'food',
  'travel',
  'tech',
  'gaming',
  'lifestyle',
  'parenting',
  'pets',
  'home',
  'diy',
  'automotive',
  'sports',
  'music',
  'art',
  'education',
  'business',
  'finance',
  'sustainability',
  'other',
] as const;
export type Niche = (typeof NICHES)[number];
export const MAX_NICHES = 10;

/** `other` (Overig) is in the industry list, as in the niche and portfolio category lists. */
export const INDUSTRIES = [
  'beauty-cosmetics',
  'fashion-clothing',
  'food-drinks',
  'health-fitness',
  'technology',
  'travel-lifestyle',
  'home-garden',
  'business-services',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** One company size list for registration, profile and every screen. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-250', '251-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The old registration form's values, read as their successors. */
const LEGACY_COMPANY_SIZES: Readonly<Record<string, CompanySize>> = { '51-200': '51-250', '200+': '251-1000' };

/** The canonical company size for any value we accept, or undefined when it is not one of them. */
export function toCompanySize(value: unknown): CompanySize | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if ((COMPANY_SIZES as readonly string[]).includes(trimmed)) return trimmed as CompanySize;
  return LEGACY_COMPANY_SIZES[trimmed];
}

export const AVAILABILITIES = ['immediately', 'within-week', 'within-month', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The creators-list filter values; `unavailable` is not a filter. */
export const AVAILABILITY_FILTERS = ['immediately', 'within-week', 'within-month'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

/** "Available within a week" includes creators who are available right away, and so on. */
export function availabilitiesMatching(filter: AvailabilityFilter): Availability[] {
  const order: Availability[] = ['immediately', 'within-week', 'within-month'];
  return order.slice(0, order.indexOf(filter) + 1);
}

export const PORTFOLIO_CATEGORIES = ['unboxing', 'review', 'tutorial', 'lifestyle', 'testimonial', 'other'] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];
export const DEFAULT_PORTFOLIO_CATEGORY: PortfolioCategory = 'other';
export const MAX_PORTFOLIO_ITEMS = 50;

/** Social platforms of a creator profile; YouTube counts subscribers, the others followers. */
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'website'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const DEFAULT_COUNTRY = 'Nederland';
