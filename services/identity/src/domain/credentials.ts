/** Rules about e-mail addresses, passwords and sessions. */

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 does not care, but an upper bound keeps request bodies and hashing time predictable. */
export const PASSWORD_MAX_LENGTH = 128;

/** One account per address: compared and stored trimmed and in lower case. */
export function normalizeEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/** A password reset link works once, for one hour (DECISIONS 17). */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/**
 * Failed logins counted per account and per client address in a sliding window; a success clears the account's
 * count. Account limit against guessing one password, address limit against spraying many accounts from one place.
 */
export const LOGIN_THROTTLE_POLICY = {
  perAccount: { failures: 5, windowSeconds: 15 * 60 },
  perAddress: { failures: 20, windowSeconds: 15 * 60 },
} as const;

/**
 * Tokens carry their issue time in whole seconds. Ending every session of an account at `now` cuts off at the next
 * whole second (every earlier token has a smaller issue time), and a token issued later is stamped no earlier than
 * that cut-off, so a login right after a password reset is never caught by it.
 */
export function sessionsCutOff(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);
}

/** The issue time (seconds) of a new token: now, or the account's cut-off when that is still ahead. */
export function tokenIssuedAtSeconds(now: Date, sessionsValidAfter: Date | null): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return sessionsValidAfter ? Math.max(nowSeconds, Math.ceil(sessionsValidAfter.getTime() / 1000)) : nowSeconds;
}

/** `30s`, `15m`, `12h`, `7d` → seconds; used for TOKEN_TTL. Throws on anything else so a typo stops the start. */
export function parseDuration(value: string): number {
  const match = /^\s*(\d+)\s*([smhd])\s*$/.exec(value);
  if (!match) throw new Error(`not a duration: "${value}" (use e.g. 30m, 12h, 7d)`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  if (seconds <= 0) throw new Error(`duration must be positive: "${value}"`);
  return seconds;
}
