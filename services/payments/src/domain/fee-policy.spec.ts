import { addMonths, feeTermsFor, launchOfferApplies, splitContractAmount } from './fee-policy';

const registeredAt = new Date('2025-01-31T10:00:00Z');
const company = (registrationNumber: number) => ({ registrationNumber, registeredAt });

describe('fee policy', () => {
  it('takes 15% and leaves the creator 85%', () => {
    expect(splitContractAmount(10_000, { feePercent: 15 })).toEqual({ feeCents: 1_500, creatorCents: 8_500 });
  });

  it('rounds the fee down to the whole cent, and fee + creator is the amount', () => {
    expect(splitContractAmount(999, { feePercent: 15 })).toEqual({ feeCents: 149, creatorCents: 850 });
    expect(splitContractAmount(1, { feePercent: 15 })).toEqual({ feeCents: 0, creatorCents: 1 });
    for (const amount of [0, 1, 7, 333, 2_501, 123_457]) {
      const { feeCents, creatorCents } = splitContractAmount(amount, { feePercent: 15 });
      expect(feeCents + creatorCents).toBe(amount);
    }
  });

  it('refuses a percentage outside 0-100 or with decimals', () => {
    expect(() => splitContractAmount(100, { feePercent: 101 })).toThrow(RangeError);
    expect(() => splitContractAmount(100, { feePercent: 12.5 })).toThrow(RangeError);
  });

  describe('launch offer: 0% for the first 100 companies, 3 months', () => {
    it('applies to company 1 and company 100, not to company 101', () => {
      const created = new Date('2025-02-10T00:00:00Z');
      expect(launchOfferApplies(company(1), created)).toBe(true);
      expect(launchOfferApplies(company(100), created)).toBe(true);
      expect(launchOfferApplies(company(101), created)).toBe(false);
    });

    it('applies up to, not including, the moment three calendar months after registering', () => {
      const end = addMonths(registeredAt, 3);
      expect(end.toISOString()).toBe('2025-04-30T10:00:00.000Z'); // 31 January + 3 months clamps to 30 April
      expect(launchOfferApplies(company(5), new Date(end.getTime() - 1))).toBe(true);
      expect(launchOfferApplies(company(5), end)).toBe(false);
      expect(launchOfferApplies(company(5), registeredAt)).toBe(true);
    });

    it('does not apply to an unknown company or a project dated before registration', () => {
      expect(launchOfferApplies(null, registeredAt)).toBe(false);
      expect(launchOfferApplies(company(5), new Date(registeredAt.getTime() - 1))).toBe(false);
    });

    it('makes the fee 0% and the creator share 100% under the offer', () => {
      const terms = feeTermsFor(15, company(3), new Date('2025-02-01T00:00:00Z'));
      expect(terms).toEqual({ feePercent: 0, launchOffer: true });
      expect(splitContractAmount(10_000, terms)).toEqual({ feeCents: 0, creatorCents: 10_000 });
      expect(feeTermsFor(15, company(300), new Date('2025-02-01T00:00:00Z'))).toEqual({ feePercent: 15, launchOffer: false });
    });
  });

  it('adds calendar months across a leap February', () => {
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2024-11-15T00:00:00Z'), 3).toISOString()).toBe('2025-02-15T00:00:00.000Z');
  });
});
