/** Integer euro cents inside, euros with two decimals at the API. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number | string): number {
  return Number(cents) / 100;
}
