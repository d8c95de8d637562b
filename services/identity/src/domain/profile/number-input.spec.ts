import { eurosOrZero, wholeNumberOrZero } from './number-input';

describe('number input', () => {
  it('reads followers and subscribers as whole numbers, invalid as 0', () => {
    expect(wholeNumberOrZero(1200)).toBe(1200);
    expect(wholeNumberOrZero('1200')).toBe(1200);
    expect(wholeNumberOrZero('12.7')).toBe(12);
    expect(wholeNumberOrZero(12.7)).toBe(12);
    expect(wholeNumberOrZero('1.500')).toBe(1500);
    expect(wholeNumberOrZero('12.500.000')).toBe(12_500_000);
    expect(wholeNumberOrZero('1,500')).toBe(1500);
    expect(wholeNumberOrZero('1.5')).toBe(1);
    for (const invalid of ['abc', '', null, undefined, -5, Number.NaN, {}, Number.POSITIVE_INFINITY])
      expect(wholeNumberOrZero(invalid)).toBe(0);
  });

  it('reads a base rate as euros to the cent, invalid as 0', () => {
    expect(eurosOrZero(150.75)).toBe(150.75);
    expect(eurosOrZero('150.75')).toBe(150.75);
    expect(eurosOrZero(150)).toBe(150);
    expect(eurosOrZero(0.1 + 0.2)).toBe(0.3);
    expect(eurosOrZero('1.500')).toBe(1500);
    for (const invalid of ['abc', '', null, undefined, -5, Number.NaN, {}, Number.POSITIVE_INFINITY])
      expect(eurosOrZero(invalid)).toBe(0);
  });
});
