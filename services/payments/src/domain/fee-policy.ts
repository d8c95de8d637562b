import { assertCents, type Cents } from './money';

/**
 * The platform fee and the launch offer. The percentage itself is ONE configuration value
 * (`PLATFORM_FEE_PERCENT`, default 15: creator keeps 85%); the launch offer is this code.
 */
export const DEFAULT_PLATFORM_FEE_PERCENT = 15;

/** Launch offer: the first 100 companies pay 0% on projects they create within 3 months of registering. */
export const LAUNCH_OFFER = { companies: 100, months: 3 } as const;

export interface CompanyStanding {
  /** 1 for the first company that registered. */
  registrationNumber: number;
  registeredAt: Date;
}

/**
 * Calendar months in UTC; a day that does not exist in the target month clamps to its last day
 * (31 January + 1 month = 28/29 February).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Within the offer: one of the first 100 companies, project created before registration + 3 months (exclusive). */
export function launchOfferApplies(company: CompanyStanding | null, projectCreatedAt: Date): boolean {
  if (!company) return false;
  if (company.registrationNumber < 1 || company.registrationNumber > LAUNCH_OFFER.companies) return false;
  if (projectCreatedAt < company.registeredAt) return false;
  return projectCreatedAt < addMonths(company.registeredAt, LAUNCH_OFFER.months);
}

export interface FeeTerms {
  /** The percentage applied to this project: the configured one, or 0 under the launch offer. */
  feePercent: number;
  launchOffer: boolean;
}

export function feeTermsFor(configuredPercent: number, company: CompanyStanding | null, projectCreatedAt: Date): FeeTerms {
  assertPercent(configuredPercent);
  const launchOffer = launchOfferApplies(company, projectCreatedAt);
  return { feePercent: launchOffer ? 0 : configuredPercent, launchOffer };
}

/**
 * Splits a contract amount. Rounding rule: the fee rounds DOWN to the whole cent (in the creator's favour);
 * the creator gets the rest, so `fee + creator === amount` always holds.
 */
export function splitContractAmount(
  amountCents: Cents,
  terms: Pick<FeeTerms, 'feePercent'>,
): { feeCents: Cents; creatorCents: Cents } {
  assertCents(amountCents);
  assertPercent(terms.feePercent);
  const feeCents = Math.floor((amountCents * terms.feePercent) / 100);
  return { feeCents, creatorCents: amountCents - feeCents };
}

export function assertPercent(percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`fee percentage must be a whole number 0-100: ${percent}`);
  return percent;
}
