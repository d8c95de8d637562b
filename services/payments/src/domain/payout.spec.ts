import {
  afterProviderOutcome,
  disputeDecision,
  holdEndsAt,
  isDue,
  mustLookUpTransfer,
  type PayoutProviderOutcome,
  type PayoutStatus,
  releaseDecision,
  resolutionStatus,
  transferGroup,
  transferKey,
} from './payout';

const paidAt = new Date('2026-03-01T10:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('the hold of the creator share', () => {
  it.each([
    [{ days: 7 }, '2026-03-08T10:00:00.000Z'],
    [{ days: 0 }, '2026-03-01T10:00:00.000Z'],
    [{ days: 14 }, '2026-03-15T10:00:00.000Z'],
    // A demo shortens it to minutes; the days of the terms are then not used.
    [{ days: 7, minutes: 3 }, '2026-03-01T10:03:00.000Z'],
    [{ days: 7, minutes: 0 }, '2026-03-01T10:00:00.000Z'],
    [{ days: 7, minutes: null }, '2026-03-08T10:00:00.000Z'],
  ])('%j after the final payment ends at %s', (hold, end) => {
    expect(holdEndsAt(paidAt, hold).toISOString()).toBe(end);
  });

  it.each([[{ days: -1 }], [{ days: 1.5 }], [{ days: 7, minutes: -5 }], [{ days: 7, minutes: 2.5 }]])('refuses %j', (hold) => {
    expect(() => holdEndsAt(paidAt, hold)).toThrow(RangeError);
  });

  it.each([
    ['2026-03-08T09:59:59.999Z', false],
    ['2026-03-08T10:00:00.000Z', true],
    ['2026-03-09T00:00:00.000Z', true],
  ])('at %s the share is due: %s', (now, due) => {
    expect(isDue(holdEndsAt(paidAt, { days: 7 }), at(now))).toBe(due);
  });
});

describe('who may dispute when', () => {
  const releasableAt = at('2026-03-08T10:00:00.000Z');
  it.each<[PayoutStatus, string, ReturnType<typeof disputeDecision>]>([
    ['held', '2026-03-01T10:00:01.000Z', 'open'],
    ['held', '2026-03-08T09:59:59.999Z', 'open'],
    ['held', '2026-03-08T10:00:00.000Z', 'window_closed'],
    ['held', '2026-04-01T00:00:00.000Z', 'window_closed'],
    ['disputed', '2026-03-02T00:00:00.000Z', 'already_disputed'],
    ['disputed', '2026-04-01T00:00:00.000Z', 'already_disputed'],
    ['waiting_for_account', '2026-03-09T00:00:00.000Z', 'window_closed'],
    ['releasing', '2026-03-08T10:00:01.000Z', 'window_closed'],
    ['released', '2026-03-09T00:00:00.000Z', 'window_closed'],
    ['paid_out', '2026-03-09T00:00:00.000Z', 'window_closed'],
    // Resolved for the company: nothing is left to dispute.
    ['refunded', '2026-03-02T00:00:00.000Z', 'window_closed'],
  ])('a %s payout at %s: %s', (status, now, decision) => {
    expect(disputeDecision({ status, releasableAt }, at(now))).toBe(decision);
  });
});

describe('what a release run does with a due payout', () => {
  it.each([
    ['active', 'transfer'],
    ['pending', 'wait_for_account'],
    ['restricted', 'wait_for_account'],
    ['not_connected', 'wait_for_account'],
    [null, 'wait_for_account'],
  ])('payout account %s: %s', (account, decision) => {
    expect(releaseDecision(account)).toBe(decision);
  });

  it('repeats one idempotency key for every attempt of a payout, and one transfer group per project', () => {
    expect(transferKey('7b0f')).toBe('payout:7b0f');
    expect(transferKey('7b0f')).toBe(transferKey('7b0f'));
    expect(transferGroup('p1')).toBe('project:p1');
  });
});

describe('resolving a dispute', () => {
  it.each<[PayoutStatus, 'release' | 'refund', PayoutStatus | null]>([
    ['disputed', 'release', 'held'],
    ['disputed', 'refund', 'refunded'],
    ['held', 'release', null],
    ['released', 'refund', null],
    ['refunded', 'refund', null],
  ])('a %s payout, %s: %s', (status, resolution, next) => {
    expect(resolutionStatus(status, resolution)).toBe(next);
  });
});

describe("the provider's transfer and payout events", () => {
  it.each<[PayoutStatus, PayoutProviderOutcome, PayoutStatus | null]>([
    ['released', 'paid_out', 'paid_out'],
    ['failed', 'paid_out', 'paid_out'],
    ['paid_out', 'paid_out', null],
    ['held', 'paid_out', null],
    ['released', 'payout_failed', 'failed'],
    ['paid_out', 'payout_failed', null],
    ['released', 'transfer_reversed', 'reversed'],
    ['paid_out', 'transfer_reversed', 'reversed'],
    ['reversed', 'transfer_reversed', null],
    ['disputed', 'transfer_reversed', null],
  ])('a %s payout on %s becomes %s', (status, outcome, next) => {
    expect(afterProviderOutcome(status, outcome)).toBe(next);
  });
});

describe('a retry after the idempotency key may have expired', () => {
  it('repeats the key within 23 hours of the first attempt, and looks the transfer up from then on or when unknown', () => {
    expect(mustLookUpTransfer(paidAt, at('2026-03-01T10:10:00.000Z'))).toBe(false);
    expect(mustLookUpTransfer(paidAt, at('2026-03-02T08:59:59.999Z'))).toBe(false);
    expect(mustLookUpTransfer(paidAt, at('2026-03-02T09:00:00.000Z'))).toBe(true);
    expect(mustLookUpTransfer(paidAt, at('2026-03-02T11:00:00.000Z'))).toBe(true);
    expect(mustLookUpTransfer(null, paidAt)).toBe(true);
  });
});
