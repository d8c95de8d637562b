/** Integer euro cents inside, euros with two decimals at the API. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number | string): number {
  return Number(cents) / 100;
}

/** Every project needs a 50% deposit of its budget before it is published. */
export const DEPOSIT_PERCENT = 50;

/** Half a cent rounds up: the company never pays less than half. */
export function depositCents(budgetCents: number): number {
  return Math.ceil((budgetCents * DEPOSIT_PERCENT) / 100);
}
