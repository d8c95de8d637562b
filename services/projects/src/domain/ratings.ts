import { Messages } from './messages';

/** After completion each party may rate the other for this long; then every rating given is shown. */
export const RATING_WINDOW_DAYS = 14;
export const RATING_TEXT_MAX = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RatingInput {
  stars: unknown;
  text: unknown;
}

export interface FieldError {
  field: string;
  message: string;
}

/** 1 to 5 whole stars and a text (trimmed, not empty): what the other party and later clients read. */
export function ratingErrors({ stars, text }: RatingInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!Number.isInteger(stars) || (stars as number) < 1 || (stars as number) > 5) {
    errors.push({ field: 'stars', message: Messages.starsInvalid });
  }
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!trimmed) errors.push({ field: 'text', message: Messages.ratingTextRequired });
  else if (trimmed.length > RATING_TEXT_MAX) errors.push({ field: 'text', message: Messages.ratingTextTooLong(RATING_TEXT_MAX) });
  return errors;
}

/** The moment the rating window of a project completed at `completedAt` closes. */
export const ratingWindowEndsAt = (completedAt: Date) => new Date(completedAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);

/** Why a party may not rate now, or null when she may. Only a completed project is rated, once per party. */
export function ratingRefusal(
  completedAt: Date | null,
  alreadyRated: boolean,
  now: Date,
): 'notYet' | 'windowClosed' | 'alreadyGiven' | null {
  if (!completedAt) return 'notYet';
  if (alreadyRated) return 'alreadyGiven';
  if (now.getTime() >= ratingWindowEndsAt(completedAt).getTime()) return 'windowClosed';
  return null;
}

/**
 * Double-blind: a rating stays hidden from the other party (and from every figure) until both rated or the
 * window closed, so neither can answer the other's rating.
 */
export function ratingVisible(bothRated: boolean, completedAt: Date, now: Date): boolean {
  return bothRated || now.getTime() >= ratingWindowEndsAt(completedAt).getTime();
}

/** The mean of visible stars, to two decimals, as profiles and cards show it; null without ratings. */
export function averageStars(totalStars: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((totalStars / count) * 100) / 100;
}
