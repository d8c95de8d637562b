/** Pages of a conversation's messages and of the inbox: small by default, never unbounded. */
export const CONVERSATIONS_DEFAULT_LIMIT = 50;
export const CONVERSATIONS_MAX_LIMIT = 100;
export const MESSAGES_DEFAULT_LIMIT = 50;
export const MESSAGES_MAX_LIMIT = 200;

/** A whole number from a query string between 1 and `max`; anything else is the default. */
export function pageLimit(value: unknown, fallback: number, max: number): number {
  const asked = Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, max) : fallback;
}
