/** Rules about e-mail addresses, passwords and sessions. */

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 does not care, but an upper bound keeps request bodies and hashing time predictable. */
export const PASSWORD_MAX_LENGTH = 128;

/** One account per address: compared and stored trimmed and in lower case. */
export function normalizeEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/** A password reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** A budget of counted events (failed logins, reset requests) in a fixed window from the first one. */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Failed logins only (a correct one never counts). Per account from one address, so a stranger guessing is stopped
 * without touching the owner elsewhere; per account from anywhere, against guessing from many addresses; per
 * address across accounts, against spraying. A lock on an account never lasts longer than a minute, so strangers'
 * failures cannot keep its owner out for longer; the address lock is long, and only hits that address.
 */
export const LOGIN_THROTTLE_POLICY = {
  perAccountAndAddress: { limit: 5, windowSeconds: 60 },
  perAccount: { limit: 10, windowSeconds: 60 },
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type LoginThrottlePolicy = Record<keyof typeof LOGIN_THROTTLE_POLICY, ThrottleRule>;

/**
 * Every "forgot password" request counts, per address and per e-mail address (known or not, so the answer tells
 * nothing about which addresses have an account): against mail-bombing someone and probing from one place.
 */
export const PASSWORD_RESET_THROTTLE_POLICY = {
  perAddress: { limit: 10, windowSeconds: 15 * 60 },
  perEmail: { limit: 3, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type PasswordResetThrottlePolicy = Record<keyof typeof PASSWORD_RESET_THROTTLE_POLICY, ThrottleRule>;

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
