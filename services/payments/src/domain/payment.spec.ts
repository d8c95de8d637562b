import { depositToShow, displayStatus, onFailed, onRefunded, onSucceeded, refundDelta, type PaymentStatus } from './payment';

describe('payment life', () => {
  it('records a success from pending or after a failure, and only once', () => {
    expect(onSucceeded('pending')).toBe('record');
    expect(onSucceeded('failed')).toBe('record');
    expect(onSucceeded('paid')).toBe('ignore');
    expect(onSucceeded('refunded')).toBe('ignore');
  });

  it('never lets a failure undo a payment', () => {
    expect(onFailed('pending')).toBe('record');
    expect(onFailed('paid')).toBe('ignore');
    expect(onFailed('failed')).toBe('ignore');
    expect(onFailed('refunded')).toBe('ignore');
  });

  it('lets a refund wait while its payment has not arrived', () => {
    expect(onRefunded('pending')).toBe('wait');
    expect(onRefunded('failed')).toBe('wait');
    expect(onRefunded('paid')).toBe('apply');
    expect(onRefunded('refunded')).toBe('apply');
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

  it('shows paid, refunded or pending', () => {
    expect(displayStatus('paid')).toBe('paid');
    expect(displayStatus('refunded')).toBe('refunded');
    expect(displayStatus('failed')).toBe('pending');
    expect(displayStatus(undefined)).toBe('pending');
  });

  it('shows a paid deposit over a refunded duplicate, else the newest refunded one', () => {
    const deposit = (id: string, status: PaymentStatus) => ({ id, status });
    expect(depositToShow([deposit('newer', 'refunded'), deposit('older', 'paid')])?.id).toBe('older');
    expect(depositToShow([deposit('newer', 'paid'), deposit('older', 'refunded')])?.id).toBe('newer');
    expect(depositToShow([deposit('newer', 'refunded'), deposit('older', 'refunded')])?.id).toBe('newer');
    expect(depositToShow([deposit('only', 'pending')])).toBeNull();
  });
});
