import {
  chargedAsAsked,
  depositToShow,
  displayStatus,
  onFailed,
  onRefunded,
  onSucceeded,
  refundDelta,
  type PaymentStatus,
} from './payment';

describe('payment life', () => {
  it('records a success from pending or after a failure, and only once', () => {
    expect(onSucceeded('pending')).toBe('record');
    expect(onSucceeded('failed')).toBe('record');
    expect(onSucceeded('paid')).toBe('ignore');
    expect(onSucceeded('refunded')).toBe('ignore');
    expect(onSucceeded('held_for_review')).toBe('ignore');
  });

  it('counts a success only for the amount and currency asked for', () => {
    expect(chargedAsAsked(5_000, { amountCents: 5_000, currency: 'eur' })).toBe(true);
    expect(chargedAsAsked(5_000, { amountCents: 5_000, currency: 'EUR' })).toBe(true);
    expect(chargedAsAsked(5_000, { amountCents: 4_999, currency: 'eur' })).toBe(false);
    expect(chargedAsAsked(5_000, { amountCents: 5_001, currency: 'eur' })).toBe(false);
    expect(chargedAsAsked(5_000, { amountCents: 5_000, currency: 'usd' })).toBe(false);
    expect(chargedAsAsked(5_000, { amountCents: null, currency: 'eur' })).toBe(false);
    expect(chargedAsAsked(5_000, { amountCents: 5_000, currency: null })).toBe(false);
    // The simulator charges what it was asked and reports nothing.
    expect(chargedAsAsked(5_000, undefined)).toBe(true);
  });

  it('lets a refund wait while its payment has not arrived', () => {
    expect(onRefunded('pending')).toBe('wait');
    expect(onRefunded('failed')).toBe('wait');
    expect(onRefunded('paid')).toBe('apply');
    expect(onRefunded('held_for_review')).toBe('apply');
    expect(onRefunded('refunded')).toBe('apply');
  });

  it('never lets a failure undo a payment', () => {
    expect(onFailed('pending')).toBe('record');
    expect(onFailed('paid')).toBe('ignore');
    expect(onFailed('failed')).toBe('ignore');
    expect(onFailed('refunded')).toBe('ignore');
  });

  it('posts the refund delta from the cumulative refunded figure', () => {
    const paid = { status: 'paid' as const, amountCents: 5_000, refundedCents: 0 };
    expect(refundDelta(paid, 5_000)).toEqual({ postCents: 5_000, fullyRefunded: true });
    expect(refundDelta(paid, 2_000)).toEqual({ postCents: 2_000, fullyRefunded: false });
    expect(refundDelta({ ...paid, refundedCents: 2_000 }, 2_000)).toEqual({ postCents: 0, fullyRefunded: false });
    expect(refundDelta({ ...paid, refundedCents: 2_000 }, 1_000)).toEqual({ postCents: 0, fullyRefunded: false });
    expect(refundDelta(paid, 9_000)).toEqual({ postCents: 5_000, fullyRefunded: true });
    expect(refundDelta({ ...paid, status: 'pending' }, 5_000)).toEqual({ postCents: 0, fullyRefunded: false });
  });

  it('closes a held payment, posting nothing, once all it received went back', () => {
    const held = { status: 'held_for_review' as const, amountCents: 5_000, refundedCents: 0, receivedAmountCents: 4_999 };
    expect(refundDelta(held, 4_999)).toEqual({ postCents: 0, fullyRefunded: true });
    expect(refundDelta(held, 2_000)).toEqual({ postCents: 0, fullyRefunded: false });
    expect(refundDelta({ ...held, receivedAmountCents: null }, 4_999)).toEqual({ postCents: 0, fullyRefunded: false });
  });

  it('shows paid, refunded or pending', () => {
    expect(displayStatus('paid')).toBe('paid');
    expect(displayStatus('refunded')).toBe('refunded');
    expect(displayStatus('held_for_review')).toBe('held_for_review');
    expect(displayStatus('failed')).toBe('pending');
    expect(displayStatus(undefined)).toBe('pending');
  });

  it('shows a paid deposit over a refunded duplicate, then one held for review, then the newest refunded one', () => {
    const deposit = (id: string, status: PaymentStatus) => ({ id, status });
    expect(depositToShow([deposit('newer', 'refunded'), deposit('older', 'paid')])?.id).toBe('older');
    expect(depositToShow([deposit('newer', 'refunded'), deposit('older', 'held_for_review')])?.id).toBe('older');
    expect(depositToShow([deposit('newer', 'held_for_review'), deposit('older', 'paid')])?.id).toBe('older');
    expect(depositToShow([deposit('newer', 'refunded'), deposit('older', 'refunded')])?.id).toBe('newer');
    expect(depositToShow([deposit('only', 'pending')])).toBeNull();
  });
});
