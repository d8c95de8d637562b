import {
  formatBadgeCount,
  formatCount,
  formatDate,
  formatFileSize,
  parseDutchNumber,
  formatEuro,
  formatFollowers,
  formatMonth,
  formatRelativeDeadline,
  formatRelativeTime,
} from './format';

// Intl puts a (narrow) no-break space after the euro sign; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuro', () => {
  it('formats euros the Dutch way', () => {
    expect(plain(formatEuro(1234.5))).toBe('€ 1.234,50');
    expect(plain(formatEuro(75, 0))).toBe('€ 75');
    expect(plain(formatEuro(0))).toBe('€ 0,00');
  });

  it('treats missing amounts as zero', () => {
    expect(plain(formatEuro(undefined))).toBe('€ 0,00');
    expect(plain(formatEuro(null))).toBe('€ 0,00');
  });
});

describe('formatDate', () => {
  it('writes nl-NL dates with the month name', () => {
    expect(formatDate('2025-09-09T10:00:00Z')).toBe('9 september 2025');
  });
  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('geen datum')).toBe('');
  });
});

describe('formatRelativeDeadline', () => {
  const now = new Date(2025, 0, 15, 14, 30);
  const inDays = (days: number) => new Date(2025, 0, 15 + days, 9, 0);

  it.each([
    [-1, 'Verlopen'],
    [-40, 'Verlopen'],
    [0, 'Vandaag'],
    [1, 'Morgen'],
    [2, '2 dagen'],
    [6, '6 dagen'],
    [7, '1 week'],
    [13, '1 week'],
    [14, '2 weken'],
    [29, '4 weken'],
    [30, '1 maand'],
    [59, '1 maand'],
    [90, '3 maanden'],
  ])('%i days ahead reads %s', (days, expected) => {
    expect(formatRelativeDeadline(inDays(days), now)).toBe(expected);
  });

  it('counts calendar days, not 24-hour blocks', () => {
    expect(formatRelativeDeadline(new Date(2025, 0, 16, 0, 5), new Date(2025, 0, 15, 23, 55))).toBe('Morgen');
  });
});

describe('formatFollowers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1,5K'],
    [12_340, '12,3K'],
    [999_999, '999,9K'],
    [1_000_000, '1M'],
    [2_560_000, '2,5M'],
  ])('%i reads %s', (count, expected) => {
    expect(formatFollowers(count)).toBe(expected);
  });
});

describe('formatRelativeTime and formatBadgeCount', () => {
  const now = new Date(2025, 0, 15, 12, 0);
  it('uses Zojuist, time of day, Gisteren, then day and month', () => {
    expect(formatRelativeTime(new Date(2025, 0, 15, 11, 30), now)).toBe('Zojuist');
    expect(formatRelativeTime(new Date(2025, 0, 15, 8, 5), now)).toBe('08:05');
    expect(formatRelativeTime(new Date(2025, 0, 14, 8, 0), now)).toBe('Gisteren');
    expect(formatRelativeTime(new Date(2025, 0, 3, 8, 0), now)).toBe('3 jan');
  });
  it('caps badges at 99+', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('names a month of the API in Dutch; anything else stays as it came', () => {
    expect(formatMonth('2026-11')).toBe('november 2026');
    expect(formatMonth('2027-01')).toBe('januari 2027');
    expect(formatMonth('later')).toBe('later');
  });
});

describe('formatFileSize', () => {
  it('names sizes the Dutch way, with a decimal comma', () => {
    expect(plain(formatFileSize(820))).toBe('820 byte');
    expect(plain(formatFileSize(48 * 1024))).toBe('48 kB');
    expect(plain(formatFileSize(1.5 * 1024 * 1024))).toBe('1,5 MB');
  });
});

describe('formatCount', () => {
  it('puts the noun in the right number, Dutch style', () => {
    expect(formatCount(1, 'reactie', 'reacties')).toBe('1 reactie');
    expect(formatCount(0, 'reactie', 'reacties')).toBe('0 reacties');
    expect(formatCount(1200, 'reactie', 'reacties')).toBe('1.200 reacties');
  });
});

describe('parseDutchNumber', () => {
  it.each([
    ['300,50', 300.5],
    ['1.250,50', 1250.5],
    ['12.500', 12500],
    ['1.000.000', 1000000],
    ['€ 25', 25],
    ['12.5', 12.5],
    ['250', 250],
    ['', null],
    ['twaalf', null],
    ['1,2,3', null],
  ])('reads %p as %p', (text, expected) => {
    expect(parseDutchNumber(text)).toBe(expected);
  });
});
