import { depositFor, finalPaymentFor, splitBudget, toEuros } from './money';

describe('money', () => {
  it.each([
    [10_000, 5_000, 5_000],
    [2_501, 1_251, 1_250],
    [1, 1, 0],
    [0, 0, 0],
    [99_999_999, 50_000_000, 49_999_999],
  ])('splits a budget of %i cents into a deposit of %i and a final payment of %i', (budget, deposit, final) => {
    expect(splitBudget(budget)).toEqual({ depositCents: deposit, finalCents: final });
    expect(deposit + final).toBe(budget);
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => depositFor(10.5)).toThrow(RangeError);
    expect(() => depositFor(-1)).toThrow(RangeError);
  });

  it('speaks euros with two decimals', () => {
    expect(toEuros(1_250)).toBe(12.5);
    expect(toEuros(1)).toBe(0.01);
    expect(toEuros(123_456)).toBe(1234.56);
  });

  it('computes the final payment from the contract amount minus the deposit, never below zero', () => {
    expect(finalPaymentFor(12_000, 5_000)).toBe(7_000);
    expect(finalPaymentFor(4_000, 5_000)).toBe(0);
  });
});
