import { feeTermsFor } from './fee-policy';
import { depositFor } from './money';
import { contractFigures, depositStayingIn, publicTerms, releasableAt } from './money-policy';

const standard = { feePercent: 15, launchOffer: false };
const launchOffer = { feePercent: 0, launchOffer: true };

describe('money policy: one table for every figure', () => {
  // budget → deposit (half, odd cent to the deposit); contract → final (the rest) or the excess refunded;
  // fee 15% rounded down to the cent (the creator keeps the odd cent); launch offer 0%.
  it.each([
    // budget, contract, terms, deposit, final, excess, fee, creator
    [50_000, 50_000, standard, 25_000, 25_000, 0, 7_500, 42_500],
    [2_501, 2_501, standard, 1_251, 1_250, 0, 375, 2_126],
    [1, 1, standard, 1, 0, 0, 0, 1],
    [999, 999, standard, 500, 499, 0, 149, 850],
    [50_000, 27_500, standard, 25_000, 2_500, 0, 4_125, 23_375],
    [50_000, 60_001, standard, 25_000, 35_001, 0, 9_000, 51_001],
    [50_000, 20_000, standard, 25_000, 0, 5_000, 3_000, 17_000],
    [50_001, 25_000, standard, 25_001, 0, 1, 3_750, 21_250],
    [50_000, 50_000, launchOffer, 25_000, 25_000, 0, 0, 50_000],
    [2_501, 1_111, launchOffer, 1_251, 0, 140, 0, 1_111],
  ])(
    'budget %i, contract %i (%o): deposit %i, final %i, excess refund %i, fee %i, creator %i',
    (budget, contract, terms, deposit, final, excess, fee, creator) => {
      const figures = contractFigures(contract, depositFor(budget), terms);
      expect(figures).toEqual({
        contractCents: contract,
        depositCents: deposit,
        finalCents: final,
        excessRefundCents: excess,
        feePercent: terms.feePercent,
        launchOffer: terms.launchOffer,
        feeCents: fee,
        creatorCents: creator,
      });
      // The two identities every completed project's books must show, to the cent.
      expect(figures.depositCents + figures.finalCents).toBe(figures.contractCents + figures.excessRefundCents);
      expect(figures.feeCents + figures.creatorCents).toBe(figures.contractCents);
    },
  );

  it('keeps both identities for every contract from 1 cent to 100 euros against a range of deposits', () => {
    for (let contract = 1; contract <= 10_000; contract += 37) {
      for (const deposit of [0, 1, contract - 1, contract, contract + 1, 5_000].filter((value) => value >= 0)) {
        const figures = contractFigures(contract, deposit, standard);
        expect(figures.depositCents + figures.finalCents - figures.excessRefundCents).toBe(contract);
        expect(figures.feeCents + figures.creatorCents).toBe(contract);
        expect(Math.min(figures.finalCents, figures.excessRefundCents)).toBe(0);
      }
    }
  });

  it('gives the launch offer only to the first companies, and then a 0% fee on the whole contract', () => {
    const registeredAt = new Date('2025-01-01T00:00:00Z');
    const created = new Date('2025-02-01T00:00:00Z');
    const offer = feeTermsFor(15, { registrationNumber: 100, registeredAt }, created);
    const none = feeTermsFor(15, { registrationNumber: 101, registeredAt }, created);
    expect(contractFigures(10_000, 5_000, offer)).toMatchObject({ feeCents: 0, creatorCents: 10_000, launchOffer: true });
    expect(contractFigures(10_000, 5_000, none)).toMatchObject({ feeCents: 1_500, creatorCents: 8_500, launchOffer: false });
  });

  it('follows a configured fee percentage', () => {
    expect(contractFigures(10_001, 5_001, { feePercent: 20, launchOffer: false })).toMatchObject({
      feeCents: 2_000,
      creatorCents: 8_001,
    });
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => contractFigures(100.5, 50, standard)).toThrow(RangeError);
    expect(() => contractFigures(100, -1, standard)).toThrow(RangeError);
  });

  it('holds the creator share for 7 days (or the configured days) after the final payment', () => {
    const paidAt = new Date('2025-03-30T12:00:00Z');
    expect(releasableAt(paidAt, 7).toISOString()).toBe('2025-04-06T12:00:00.000Z');
    expect(releasableAt(paidAt, 0).toISOString()).toBe(paidAt.toISOString());
    expect(() => releasableAt(paidAt, 1.5)).toThrow(RangeError);
  });

  it('states the public terms from the one fee value and the hold as configured', () => {
    expect(publicTerms(15, { days: 7 })).toEqual({
      feePercent: 15,
      creatorSharePercent: 85,
      holdMinutes: 10_080,
      holdPeriod: '7 dagen',
      depositPercent: 50,
      launchOfferCompanies: 100,
      launchOfferMonths: 3,
    });
    expect(publicTerms(20, { days: 1, minutes: null })).toMatchObject({ creatorSharePercent: 80, holdPeriod: '1 dag' });
    // A demo's shortened hold is what the terms say, not the days it replaces.
    expect(publicTerms(15, { days: 7, minutes: 5 })).toMatchObject({ holdMinutes: 5, holdPeriod: '5 minuten' });
    expect(publicTerms(15, { days: 7, minutes: 1 })).toMatchObject({ holdMinutes: 1, holdPeriod: '1 minuut' });
  });

  it('counts the deposit that stayed in: after refunds, nothing once refunded in full, half the budget before it is paid', () => {
    expect(depositStayingIn({ status: 'paid', amountCents: 1_251, refundedCents: 51 }, 2_501)).toBe(1_200);
    expect(depositStayingIn({ status: 'refunded', amountCents: 1_251, refundedCents: 1_251 }, 2_501)).toBe(0);
    expect(depositStayingIn({ status: 'held_for_review', amountCents: 1_251, refundedCents: 0 }, 2_501)).toBe(1_251);
    expect(depositStayingIn(null, 2_501)).toBe(1_251);
    // A fully refunded deposit leaves the whole contract amount to the final payment.
    expect(
      contractFigures(2_000, depositStayingIn({ status: 'refunded', amountCents: 1_251, refundedCents: 1_251 }, 2_501), {
        feePercent: 15,
        launchOffer: false,
      }).finalCents,
    ).toBe(2_000);
  });
});
