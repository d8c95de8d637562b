import { isOldEnoughToCreate, isPlausibleBirthDate } from './birth-date';

describe('birth date', () => {
  it('accepts real, past birth dates only', () => {
    const today = new Date('2025-06-01T12:00:00Z');
    expect(isPlausibleBirthDate('1995-05-17', today)).toBe(true);
    for (const wrong of ['1995-02-30', '17-05-1995', '2030-01-01', '1850-01-01', '', null])
      expect(isPlausibleBirthDate(wrong, today)).toBe(false);
  });

  it('lets a creator work from her 18th birthday, not a day earlier', () => {
    const today = new Date('2025-06-01T12:00:00Z');
    expect(isOldEnoughToCreate('2007-06-01', today)).toBe(true);
    expect(isOldEnoughToCreate('1995-05-17', today)).toBe(true);
    expect(isOldEnoughToCreate('2007-06-02', today)).toBe(false);
    expect(isOldEnoughToCreate('2012-01-01', today)).toBe(false);
  });
});
