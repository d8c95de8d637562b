import { nextStep } from './deadlines';

const now = new Date('2026-12-08T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const none = { deliveryDueAt: null, reviewDueAt: null, finalPaymentDueAt: null };

describe('the next step and its countdown', () => {
  it('tells the company how long she has to review, in days or, for a short window, minutes', () => {
    expect(nextStep({ ...none, reviewDueAt: at(3.5 * DAY) }, true, now)).toMatchObject({
      action: 'Beoordeel de oplevering: keur goed of vraag een revisie.',
      when: 'Nog 4 dagen om te beoordelen',
      overdue: false,
    });
    expect(nextStep({ ...none, reviewDueAt: at(2.5 * MINUTE) }, true, now)?.when).toBe('Nog 3 minuten om te beoordelen');
    expect(nextStep({ ...none, reviewDueAt: at(2.5 * MINUTE) }, false, now)?.action).toBe(
      'Het bedrijf beoordeelt je oplevering.',
    );
    expect(nextStep({ ...none, reviewDueAt: at(-1) }, false, now)).toMatchObject({ overdue: true, canCancel: false });
  });

  it('counts down to the final payment, then says how late it is', () => {
    expect(nextStep({ ...none, finalPaymentDueAt: at(2 * DAY) }, true, now)?.when).toBe('Eindbetaling verschuldigd over 2 dagen');
    expect(nextStep({ ...none, finalPaymentDueAt: at(-5 * MINUTE) }, false, now)).toMatchObject({
      action: 'Het bedrijf betaalt de eindbetaling.',
      when: 'Eindbetaling 5 minuten te laat',
      overdue: true,
    });
  });

  it('shows the delivery date, and lets only the company cancel once it passed', () => {
    const due = '2026-12-12T11:00:00Z';
    expect(nextStep({ ...none, deliveryDueAt: due }, false, now)).toMatchObject({
      action: 'Lever je content op vóór de opleverdatum.',
      when: 'Opleverdatum: 12 december (nog 5 dagen)',
      canCancel: false,
    });
    const after = new Date('2026-12-13T11:00:00Z');
    expect(nextStep({ ...none, deliveryDueAt: due }, true, after)).toMatchObject({
      when: 'Opleverdatum: 12 december',
      canCancel: true,
    });
    expect(nextStep({ ...none, deliveryDueAt: due }, false, after)?.canCancel).toBe(false);
  });

  it('shows nothing when no deadline applies', () => {
    expect(nextStep(none, true, now)).toBeNull();
    expect(nextStep(undefined, true, now)).toBeNull();
  });
});
