/**
 * A creator's response rate: of the conversations a company opened with her (its message came first), the share
 * she answered within a day. A conversation counts once: at her first answer, or when the day has passed without
 * one; what she writes after that changes nothing. Conversations she opened herself do not count.
 */
export const REPLY_WITHIN_MS = 24 * 60 * 60 * 1000;

/** Her first answer came in time. */
export const answeredInTime = (openedAt: Date, answeredAt: Date): boolean =>
  answeredAt.getTime() - openedAt.getTime() <= REPLY_WITHIN_MS;

/** The moment before which an unanswered conversation is past its day. */
export const replyOverdueBefore = (now: Date): Date => new Date(now.getTime() - REPLY_WITHIN_MS);

/** Whole percent; null while nothing was counted (a profile then shows no figure rather than a made-up one). */
export const responseRateOf = (answeredInTime: number, counted: number): number | null =>
  counted > 0 ? Math.round((answeredInTime / counted) * 100) : null;

/**
 * What a stored message does to its conversation's wait for her answer: the company's message opens it (when it is
 * the conversation's first and the conversation was never counted), hers ends it.
 */
export type WaitStep = 'open' | 'end';
export const waitStepOf = (companyId: string, senderId: string): WaitStep => (senderId === companyId ? 'open' : 'end');
