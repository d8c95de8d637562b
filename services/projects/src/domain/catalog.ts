/** The fixed value lists of projects. */

/** Project categories are the industries; `other` (Overig) is in every list. */
export const CATEGORIES = [
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
export type Category = (typeof CATEGORIES)[number];

/** What the creator makes: video, photos or both; a project created without one asks for both. */
export const CONTENT_TYPES = ['video', 'foto', 'beide'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DEFAULT_CONTENT_TYPE: ContentType = 'beide';

export const BUDGET_TYPES = ['fixed', 'negotiable'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];

export const PREFERRED_CREATOR_TYPES = ['micro', 'mid-tier', 'macro', 'mega', 'no-preference', ''] as const;

export const DEFAULT_COUNTRY = 'Nederland';
