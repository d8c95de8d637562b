// How creator cards and profiles word a creator, with a fallback for every missing field.
import { formatEuro } from '@clipwerk/ui';
import type { Creator } from '../shared/types';

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

export function creatorName(creator: Creator): string {
  const full = [creator.firstName, creator.lastName].filter(Boolean).join(' ');
  return creator.name || creator.displayName || full || creator.fullName || 'Naamloze creator';
}

/** 'Utrecht, Nederland'; the country defaults to Netherlands. */
export function placeOf(creator: Creator): string {
  const city = creator.location?.city?.trim();
  const country = creator.location?.country?.trim() || 'Nederland';
  return city ? `${city}, ${country}` : country;
}

export function followerTotal(creator: Creator): number {
  if (typeof creator.followersTotal === 'number') return creator.followersTotal;
  return Object.values(creator.socialMedia ?? {}).reduce(
    (sum, account) => sum + (Number(account?.followers) || 0) + (Number(account?.subscribers) || 0),
    0,
  );
}

export function nichesPreview(niches: readonly string[] | null | undefined): { shown: string[]; more: string | null } {
  const list = niches ?? [];
  const extra = list.length - NICHES_SHOWN;
  return { shown: list.slice(0, NICHES_SHOWN), more: extra > 0 ? `+${extra} meer` : null };
}

export const baseRateText = (creator: Creator) =>
  creator.pricing?.baseRate ? `Vanaf ${formatEuro(creator.pricing.baseRate, 0)}` : 'Prijs op aanvraag';

/** Without jobs to answer there is no rate: '—', not a flattering 100%. */
export const responseRateText = (creator: Creator) =>
  typeof creator.stats?.responseRate === 'number' ? `${creator.stats.responseRate}%` : '—';

/** Stars for a rated creator; no empty stars for one without ratings, just the words. */
export function ratingStars(rating: number | null | undefined): { stars: string; label: string; rated: boolean } {
  const value = typeof rating === 'number' ? Math.max(0, Math.min(5, rating)) : 0;
  const full = Math.round(value);
  return {
    stars: value > 0 ? '★'.repeat(full) + '☆'.repeat(5 - full) : '',
    label:
      value > 0 ? `Beoordeling ${value.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} van 5` : 'Nog geen beoordelingen',
    rated: value > 0,
  };
}
