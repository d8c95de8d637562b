import { REPLY_WITHIN_MS, answeredInTime, replyOverdueBefore, responseRateOf, waitStepOf } from './response-rate';

describe('response rate', () => {
  const openedAt = new Date('2026-11-02T09:00:00Z');
  const after = (ms: number) => new Date(openedAt.getTime() + ms);

  it('an answer within the day counts as in time, a minute later does not', () => {
    expect(answeredInTime(openedAt, after(REPLY_WITHIN_MS))).toBe(true);
    expect(answeredInTime(openedAt, after(REPLY_WITHIN_MS + 60_000))).toBe(false);
  });

  it('a conversation is overdue once its day has passed', () => {
    expect(replyOverdueBefore(after(REPLY_WITHIN_MS + 1)).getTime()).toBeGreaterThan(openedAt.getTime());
    expect(replyOverdueBefore(after(REPLY_WITHIN_MS)).getTime()).toBe(openedAt.getTime());
  });

  it('is a whole percentage, and no figure before anything was counted', () => {
    expect(responseRateOf(0, 0)).toBeNull();
    expect(responseRateOf(2, 3)).toBe(67);
    expect(responseRateOf(0, 4)).toBe(0);
    expect(responseRateOf(5, 5)).toBe(100);
  });

  it('the company’s message opens a wait, the creator’s ends one', () => {
    expect(waitStepOf('company-1', 'company-1')).toBe('open');
    expect(waitStepOf('company-1', 'creator-1')).toBe('end');
  });
});
