/** Every Dutch text of the analytics context, in one place. */
export const Messages = {
  // The privacy page's retention period, worded around the figure of retention.ts so the text follows it
  retentionSubject: 'Analysegegevens',
  retentionPeriod: (inWords: string) => `${inWords} na de dag waarvoor ze tellen`,
  periodInvalid: 'Kies een periode: 7d, 30d, 90d of 1y',
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  periodInvalid: 'ANALYTICS.PERIOD_INVALID',
} as const;
