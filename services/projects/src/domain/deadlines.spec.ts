import { autoApprovalReason, cancelRefusal, currentDeadlines, windowInWords } from './deadlines';

describe('deadlines', () => {
  it('words the window in its largest whole unit', () => {
    expect(windowInWords(10080)).toBe('7 dagen');
    expect(windowInWords(1440)).toBe('1 dag');
    expect(windowInWords(90)).toBe('90 minuten');
    expect(windowInWords(120)).toBe('2 uur');
    expect(windowInWords(1)).toBe('1 minuut');
    expect(autoApprovalReason(10080)).toBe('Automatisch goedgekeurd na 7 dagen zonder antwoord');
    expect(autoApprovalReason(3)).toBe('Automatisch goedgekeurd na 3 minuten zonder antwoord');
  });

  it('shows only the deadline of the step the project is in', () => {
    const at = new Date('2026-12-12T11:00:00Z');
    const facts = { deliveredAt: null, deliveryDueAt: at, reviewDueAt: at, finalPaymentDueAt: at, finalPaymentCompleted: false };
    expect(currentDeadlines({ ...facts, status: 'in_progress' })).toEqual({
      deliveryDueAt: at,
      reviewDueAt: null,
      finalPaymentDueAt: null,
    });
    expect(currentDeadlines({ ...facts, status: 'under_review', deliveredAt: at }).reviewDueAt).toBe(at);
    expect(currentDeadlines({ ...facts, status: 'approved' }).finalPaymentDueAt).toBe(at);
    expect(currentDeadlines({ ...facts, status: 'approved', finalPaymentCompleted: true }).finalPaymentDueAt).toBeNull();
  });

  it('allows cancelling only after the delivery date with nothing delivered', () => {
    const due = new Date('2026-12-12T11:00:00Z');
    expect(cancelRefusal({ deliveredAt: null, deliveryDueAt: due }, new Date('2026-12-11T11:00:00Z'))).toBe(
      'De opleverdatum (12 december 2026) is nog niet verstreken. Je kunt de opdracht pas daarna annuleren.',
    );
    expect(cancelRefusal({ deliveredAt: null, deliveryDueAt: due }, new Date('2026-12-12T11:00:01Z'))).toBeNull();
    expect(cancelRefusal({ deliveredAt: due, deliveryDueAt: due }, new Date('2026-12-20T11:00:00Z'))).not.toBeNull();
  });
});
