/** Every Dutch text of the analytics context, in one place. */
export const Messages = {
  periodInvalid: 'Kies een periode: 7d, 30d, 90d of 1y',
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  periodInvalid: 'ANALYTICS.PERIOD_INVALID',
} as const;
