// How creator cards and profiles word a creator (GET /users/creators and /users/creators/{id}).
import { formatEuro } from '@clipwerk/ui';
import type { CreatorCardBody } from '@clipwerk/contracts/identity';

export const CREATORS_PAGE_SIZE = 12;
export const NICHES_SHOWN = 3;

export const FOLLOWER_OPTIONS = [
  { value: '1000-10000', label: '1K - 10K' },
  { value: '10000-50000', label: '10K - 50K' },
  { value: '50000-100000', label: '50K - 100K' },
  { value: '100000+', label: '100K+' },
];

export const AVAILABILITY_FILTER = [
  { value: 'immediately', label: 'Direct beschikbaar' },
  { value: 'within-week', label: 'Binnen een week' },
  { value: 'within-month', label: 'Binnen een maand' },
];

/** Identity names her ('Naamloze creator' when she has no name yet). */
export const creatorName = (creator: CreatorCardBody): string => creator.displayName;

/** 'Utrecht, Nederland'; identity sends the country ('Nederland' unless given), the city only when known. */
export function placeOf(creator: CreatorCardBody): string {
  const city = creator.location.city.trim();
  return city ? `${city}, ${creator.location.country}` : creator.location.country;
}

export function nichesPreview(niches: readonly string[]): { shown: string[]; more: string | null } {
  const extra = niches.length - NICHES_SHOWN;
  return { shown: niches.slice(0, NICHES_SHOWN), more: extra > 0 ? `+${extra} meer` : null };
}

export const baseRateText = (creator: CreatorCardBody) =>
  creator.pricing.baseRate
    ? `Vanaf ${formatEuro(creator.pricing.baseRate, Number.isInteger(creator.pricing.baseRate) ? 0 : 2)}`
    : 'Prijs op aanvraag';

/** Without jobs to answer there is no rate: '—', not a flattering 100%. */
export const responseRateText = (creator: CreatorCardBody) =>
  creator.stats.responseRate === null ? '—' : `${creator.stats.responseRate}%`;

/** Stars for a rated creator; no empty stars for one without ratings, just the words. */
export function ratingStars(rating: number | null): { stars: string; label: string; rated: boolean } {
  const value = typeof rating === 'number' ? Math.max(0, Math.min(5, rating)) : 0;
  const full = Math.round(value);
  return {
    stars: value > 0 ? '★'.repeat(full) + '☆'.repeat(5 - full) : '',
    label:
      value > 0 ? `Beoordeling ${value.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} van 5` : 'Nog geen beoordelingen',
    rated: value > 0,
  };
}
