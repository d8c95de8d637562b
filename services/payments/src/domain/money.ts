/**
 * Money is integer euro cents everywhere inside; the API speaks euros with two decimals.
 * The deposit is half the budget.
 */
export type Cents = number;

/** Every amount is charged in euros (ISO 4217, lower case as Stripe writes it). */
export const PAYMENT_CURRENCY = 'eur';

export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number of cents: ${value}`);
  return value;
}

/** Cents to euros for the API: 1250 → 12.5 (clients format it as € 12,50). */
export function toEuros(cents: Cents): number {
  return Math.round(assertCents(cents)) / 100;
}

export const DEPOSIT_SHARE_PERCENT = 50;

/**
 * The two halves of a budget. Rounding rule: an odd number of cents rounds the deposit UP to the whole cent and
 * the final payment is what remains, so `deposit + final === budget` always holds (2501 → 1251 + 1250).
 */
export function splitBudget(budgetCents: Cents): { depositCents: Cents; finalCents: Cents } {
  assertCents(budgetCents, 'budget');
  const depositCents = Math.ceil((budgetCents * DEPOSIT_SHARE_PERCENT) / 100);
  return { depositCents, finalCents: budgetCents - depositCents };
}

export function depositFor(budgetCents: Cents): Cents {
  return splitBudget(budgetCents).depositCents;
}

/**
 * The final payment is the contract amount minus the deposit paid; never below zero (an excess
 * deposit is refunded at completion).
 */
export function finalPaymentFor(contractCents: Cents, depositPaidCents: Cents): Cents {
  return Math.max(0, assertCents(contractCents) - assertCents(depositPaidCents));
}

/** A deposit larger than the contract amount: the excess goes back to the company at completion. */
export function excessRefundFor(contractCents: Cents, depositPaidCents: Cents): Cents {
  return Math.max(0, assertCents(depositPaidCents) - assertCents(contractCents));
}

/** Euros from the API (two decimals at most) to cents; null for anything that is not such an amount. */
export function centsFromEuros(euros: unknown): Cents | null {
  if (typeof euros !== 'number' || !Number.isFinite(euros) || euros < 0) return null;
  const cents = Math.round(euros * 100);
  if (Math.abs(cents - euros * 100) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}
