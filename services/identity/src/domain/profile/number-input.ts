/**
 * Follower and subscriber inputs are whole numbers; anything invalid becomes 0.
 * `"1200"` → 1200, `"12.7"` → 12, `"abc"`, `-5`, `null` → 0. Dutch users write thousands with dots
 * (`"1.500"`, also `"12.500.000"`): grouped digits are read as one number, not as a decimal fraction.
 */
export function wholeNumberOrZero(value: unknown): number {
  const text = String(value ?? '').trim();
  const ungrouped = /^\d{1,3}([.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, '') : text;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(ungrouped, 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.min(parsed, 2_000_000_000);
}

/**
 * The base rate: euros with up to two decimals (`150.75`, `"150.75"`), rounded to the cent; grouped digits as
 * above (`"1.500"` → 1500); anything invalid becomes 0.
 */
export function eurosOrZero(value: unknown): number {
  const euros =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value)
        ? Number(value)
        : wholeNumberOrZero(value);
  if (!Number.isFinite(euros) || euros < 0) return 0;
  return Math.round(Math.min(euros, 2_000_000_000) * 100) / 100;
}
