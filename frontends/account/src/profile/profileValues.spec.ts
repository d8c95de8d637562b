import { wholeNumber } from './profileValues';

describe('follower and rate fields read numbers the Dutch way', () => {
  it.each([
    ['12.500', 12500],
    ['1.000.000', 1000000],
    ['850', 850],
    ['12,7', 12],
    ['veel', 0],
    ['-5', 0],
  ])('reads %p as %p', (typed, value) => {
    expect(wholeNumber(typed)).toBe(value);
  });
});
