import fc from 'fast-check';
import {
  MONEY_TEXTS,
  formatBadgeCount,
  formatMoneyInput,
  parseMoney,
  formatCount,
  formatDate,
  formatFileSize,
  parseDutchNumber,
  formatEuro,
  formatFollowers,
  formatMonth,
  formatRelativeDeadline,
  formatRelativeTime,
  formatTimeLeft,
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

/** A moment in Dutch winter time (CET), whatever the zone the tests run in. */
const dutch = (iso: string) => new Date(`${iso}+01:00`);
const DAY = 24 * 60 * 60 * 1000;

describe('formatRelativeDeadline', () => {
  const now = dutch('2025-01-15T14:30:00');
  const inDays = (days: number) => new Date(dutch('2025-01-15T09:00:00').getTime() + days * DAY);

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
    expect(formatRelativeDeadline(dutch('2025-01-16T00:05:00'), dutch('2025-01-15T23:55:00'))).toBe('Morgen');
  });

  it('counts the days of the Netherlands, whatever the clock of the device or server', () => {
    // 23:30 in London is already tomorrow in Amsterdam; 00:30 in Amsterdam is still yesterday in London.
    expect(formatRelativeDeadline('2025-01-15T23:30:00Z', new Date('2025-01-15T12:00:00Z'))).toBe('Morgen');
    expect(formatRelativeDeadline('2025-01-15T23:30:00+01:00', new Date('2025-01-16T00:30:00+01:00'))).toBe('Verlopen');
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
  const now = dutch('2025-01-15T12:00:00');
  it('uses Zojuist, minutes ago, time of day, Gisteren, then day and month', () => {
    expect(formatRelativeTime(dutch('2025-01-15T11:59:30'), now)).toBe('Zojuist');
    expect(formatRelativeTime(dutch('2025-01-15T11:59:00'), now)).toBe('1 min geleden');
    expect(formatRelativeTime(dutch('2025-01-15T11:30:00'), now)).toBe('30 min geleden');
    expect(formatRelativeTime(dutch('2025-01-15T11:00:01'), now)).toBe('59 min geleden');
    expect(formatRelativeTime(dutch('2025-01-15T08:05:00'), now)).toBe('08:05');
    expect(formatRelativeTime(dutch('2025-01-14T08:00:00'), now)).toBe('Gisteren');
    expect(formatRelativeTime(dutch('2025-01-03T08:00:00'), now)).toBe('3 jan');
  });

  it('tells the time of day in Dutch time: a server in another zone draws the same hour as the browser', () => {
    expect(formatRelativeTime('2025-07-01T06:05:00Z', new Date('2025-07-01T12:00:00Z'))).toBe('08:05');
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

describe('parseMoney', () => {
  it.each([
    ['300,50', 30_050],
    ['1.250', 125_000],
    ['1.250,50', 125_050],
    ['€ 300,50', 30_050],
    ['€300,50', 30_050],
    ['300,50 €', 30_050],
    ['300', 30_000],
    ['0,5', 50],
    ['  300,50  ', 30_050],
    ['1.000.000', 100_000_000],
    ['007', 700],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseMoney(text)).toEqual({ cents, euros: cents / 100, error: null });
  });

  it.each([
    ['300,5,0', MONEY_TEXTS.oneComma],
    ['3.00', MONEY_TEXTS.dot],
    ['12.5', MONEY_TEXTS.dot],
    ['1.25.0', MONEY_TEXTS.dot],
    ['1.250.5', MONEY_TEXTS.dot],
    ['300,5.0', MONEY_TEXTS.dot],
    ['12,345', MONEY_TEXTS.decimals],
    ['300,', MONEY_TEXTS.decimals],
    ['driehonderd', MONEY_TEXTS.notAnAmount],
    ['30o', MONEY_TEXTS.notAnAmount],
    ['-5', MONEY_TEXTS.notAnAmount],
    [',50', MONEY_TEXTS.notAnAmount],
    ['€', MONEY_TEXTS.empty],
    ['', MONEY_TEXTS.empty],
    ['   ', MONEY_TEXTS.empty],
    ['99999999999999999999', MONEY_TEXTS.tooLarge],
  ])('refuses %p: %s', (text, error) => {
    expect(parseMoney(text)).toEqual({ cents: null, euros: null, error });
  });

  it('says to use a comma for cents when a dot is ambiguous', () => {
    expect(parseMoney('3.00').error).toMatch(/komma voor de centen/);
  });

  it('reads back every amount it formats, for any number of cents', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000_000 });
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseMoney(formatEuro(amount / 100)).cents).toBe(amount);
        expect(parseMoney(formatMoneyInput(amount / 100)).cents).toBe(amount);
      }),
    );
  });
});

describe('formatMoneyInput', () => {
  it('writes an amount for editing the Dutch way, cents only when there are some', () => {
    expect(formatMoneyInput(300.5)).toBe('300,50');
    expect(formatMoneyInput(1250)).toBe('1.250');
    expect(formatMoneyInput(1250.05)).toBe('1.250,05');
    expect(formatMoneyInput(0.5)).toBe('0,50');
    expect(formatMoneyInput(null)).toBe('');
  });
});

describe('formatTimeLeft', () => {
  const MINUTE = 60_000;
  it('words the time left in its largest whole unit, rounded up', () => {
    expect(formatTimeLeft(3.5 * 24 * 60 * MINUTE)).toBe('4 dagen');
    expect(formatTimeLeft(24 * 60 * MINUTE)).toBe('1 dag');
    expect(formatTimeLeft(5 * 60 * MINUTE)).toBe('5 uur');
    expect(formatTimeLeft(2 * MINUTE + 10_000)).toBe('3 minuten');
    expect(formatTimeLeft(MINUTE)).toBe('1 minuut');
    expect(formatTimeLeft(40_000)).toBe('40 seconden');
    expect(formatTimeLeft(-5_000)).toBe('0 seconden');
  });
});
