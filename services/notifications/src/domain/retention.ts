/**
 * Notices and the record of mails sent are logs: kept one year from when they were written. A mail not sent yet
 * is never removed, however old.
 */
export const NOTICE_RETENTION = { years: 1 } as const;
