/** A birth date as the registration form sends it: `YYYY-MM-DD`, a real day, not in the future, after 1900. */
export function isPlausibleBirthDate(value: unknown, today: Date = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime();
}

/** A creator works on Clipwerk from her 18th birthday: she signs agreements and is paid out herself. */
export const MIN_CREATOR_AGE = 18;

/** Whether a (plausible) birth date `YYYY-MM-DD` makes her at least 18 on `today` (UTC day). */
export function isOldEnoughToCreate(birthDate: string, today: Date = new Date()): boolean {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const todayKey = today.getUTCFullYear() * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return todayKey >= (year + MIN_CREATOR_AGE) * 10_000 + month * 100 + day;
}
