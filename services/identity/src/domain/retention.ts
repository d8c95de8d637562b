/**
 * An account nobody signed in to for two years is closed as a deleted account is: anonymised, with what the law
 * makes other contexts keep (invoices) left in place without her name. Counted from her last sign-in, or from her
 * registration if she never signed in since.
 */
export const INACTIVE_ACCOUNT_RETENTION = { years: 2 } as const;

/** Records of ended sessions and of reset links are logs: kept a year after the token ran out. */
export const IDENTITY_LOG_RETENTION = { years: 1 } as const;
