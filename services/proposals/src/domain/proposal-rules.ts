import { Messages } from './messages';

/** What a proposal must contain, with no framework and no I/O. */

export const MOTIVATION_MIN = 50;
export const MOTIVATION_MAX = 1000;
export const APPROACH_MAX = 2000;
export const REASON_MAX = 1000;
export const PRICE_MIN_CENTS = 100;
export const PRICE_MAX_CENTS = 100_000_000;
export const DELIVERY_DAYS_MIN = 1;
export const DELIVERY_DAYS_MAX = 365;

export interface FieldProblem {
  field: string;
  message: string;
}

export interface ProposalInput {
  motivation?: unknown;
  approach?: unknown;
  price?: unknown;
  deliveryTimeInDays?: unknown;
}

export interface NewProposal {
  motivation: string;
  approach: string;
  priceCents: number;
  deliveryTimeInDays: number;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** "250" and 250 are the same whole number; 2.5, "abc" and 0 are not whole numbers of at least 1. */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) ? number : undefined;
}

/** Euros with at most two decimals ("275.50" or 275.5) in whole cents; 2.555, "2,50" and "abc" are no amount. */
function priceInCents(value: unknown): number | undefined {
  const euros =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(euros)) return undefined;
  const cents = Math.round(euros * 100);
  // A float such as 275.1 is 27509.999… cents: allow that noise, refuse a third decimal.
  return Math.abs(cents - euros * 100) < 1e-6 ? cents : undefined;
}

export function motivationProblem(value: unknown): string | null {
  if (isBlank(value) || typeof value !== 'string') return Messages.motivationRequired;
  const length = value.trim().length;
  if (length < MOTIVATION_MIN) return Messages.motivationTooShort;
  if (length > MOTIVATION_MAX) return Messages.motivationTooLong;
  return null;
}

export function priceProblem(value: unknown): string | null {
  if (isBlank(value)) return Messages.priceRequired;
  const cents = priceInCents(value);
  if (cents === undefined || cents < PRICE_MIN_CENTS) return Messages.priceInvalid;
  if (cents > PRICE_MAX_CENTS) return Messages.priceTooHigh;
  return null;
}

export function deliveryTimeProblem(value: unknown): string | null {
  if (isBlank(value)) return Messages.deliveryTimeRequired;
  const days = wholeNumber(value);
  if (days === undefined || days < DELIVERY_DAYS_MIN) return Messages.deliveryTimeInvalid;
  if (days > DELIVERY_DAYS_MAX) return Messages.deliveryTimeTooLong;
  return null;
}

export function approachProblem(value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || value.trim().length > APPROACH_MAX) return Messages.approachTooLong;
  return null;
}

/** The proposal form checked and cleaned: the proposal to store, or every problem per field. */
export function prepareProposal(
  input: ProposalInput,
): { proposal: NewProposal; problems: [] } | { proposal: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const checks: [keyof ProposalInput, string | null][] = [
    ['motivation', motivationProblem(input.motivation)],
    ['price', priceProblem(input.price)],
    ['deliveryTimeInDays', deliveryTimeProblem(input.deliveryTimeInDays)],
    ['approach', approachProblem(input.approach)],
  ];
  for (const [field, message] of checks) if (message) problems.push({ field, message });
  if (problems.length > 0) return { proposal: null, problems };
  return {
    problems: [],
    proposal: {
      motivation: (input.motivation as string).trim(),
      approach: typeof input.approach === 'string' ? input.approach.trim() : '',
      priceCents: priceInCents(input.price) as number,
      deliveryTimeInDays: wholeNumber(input.deliveryTimeInDays) as number,
    },
  };
}

/** Accepting names the price the company saw, in euros: a number, or 400. */
export function seenPriceProblem(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? null : Messages.seenPriceRequired;
}

/** An acceptance binds only the price the company saw; any other price must be looked at again first. */
export function priceChangedSince(seenEuros: number, priceCents: number): boolean {
  return Math.round(seenEuros * 100) !== priceCents;
}

/** A reject reason is optional (an empty string when none); too long is refused. */
export function rejectReasonProblem(value: unknown): string | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' && value.trim().length <= REASON_MAX ? null : Messages.reasonTooLong;
}

export function deliveryDate(submittedAt: Date, days: number): Date {
  return new Date(submittedAt.getTime() + days * 24 * 3600 * 1000);
}

/** What a creator without a name is called. */
export const UNNAMED_CREATOR = 'Naamloze creator';
