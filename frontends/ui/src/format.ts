// Every number, amount and date a user sees is formatted here, in Dutch (nl-NL), so screens never format by hand.

const LOCALE = 'nl-NL';
/**
 * Dates and times read in Dutch time, whatever the clock of the device or server drawing them: a page the gateway
 * drew shows the same hour as the screen that replaces it, and a deadline is the same day for both parties.
 */
export const TIME_ZONE = 'Europe/Amsterdam';
const DAY_MS = 24 * 60 * 60 * 1000;

const euroFormatters = new Map<number, Intl.NumberFormat>();

/** € 1.234,50 — `decimals` 0 for whole-euro figures (analytics), 2 (default) for money in lists and payments. */
export function formatEuro(amount: number | null | undefined, decimals = 2): string {
  let formatter = euroFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    euroFormatters.set(decimals, formatter);
  }
  return formatter.format(Number(amount) || 0);
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 9 september 2025 */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }) : '';
}

/** 12 december: a date this year or next, as a deadline reads. */
export function formatDayMonth(value: Date | string | number | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', timeZone: TIME_ZONE }) : '';
}

const TIME_LEFT_UNITS: ReadonlyArray<[ms: number, one: string, many: string]> = [
  [DAY_MS, 'dag', 'dagen'],
  [60 * 60 * 1000, 'uur', 'uur'],
  [60 * 1000, 'minuut', 'minuten'],
  [1000, 'seconde', 'seconden'],
];

/**
 * A span of time in its largest whole unit, rounded up so a countdown never shows a deadline as passed early:
 * 3.5 days → '4 dagen', 2 min 10 s → '3 minuten', 40 s → '40 seconden'. Under one second (or negative): '0 seconden'.
 */
export function formatTimeLeft(ms: number): string {
  const [size, one, many] = TIME_LEFT_UNITS.find(([unit]) => ms >= unit) ?? TIME_LEFT_UNITS[TIME_LEFT_UNITS.length - 1];
  const count = Math.max(0, Math.ceil(ms / size));
  return `${count} ${count === 1 ? one : many}`;
}

/** 09-09-2025 */
export function formatDateShort(value: Date | string | number | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? date.toLocaleDateString(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }) : '';
}

/** The calendar day of `date` in Dutch time ('2026-11-25'). */
const dutchDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Whole calendar days (in Dutch time) from `now` to `target`, negative when past, ignoring the time of day. */
export function daysUntil(target: Date | string | number, now: Date = new Date()): number {
  const date = toDate(target);
  if (!date) return NaN;
  const startOf = (d: Date) => Date.parse(dutchDay.format(d));
  return Math.round((startOf(date) - startOf(now)) / DAY_MS);
}

/** A deadline in words: 'Verlopen', 'Vandaag', 'Morgen', days under 7, weeks under 30, else months. */
export function formatRelativeDeadline(target: Date | string | number, now: Date = new Date()): string {
  const days = daysUntil(target, now);
  if (Number.isNaN(days)) return '';
  if (days < 0) return 'Verlopen';
  if (days === 0) return 'Vandaag';
  if (days === 1) return 'Morgen';
  if (days < 7) return `${days} dagen`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week' : `${weeks} weken`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? '1 maand' : `${months} maanden`;
}

const compactFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** Follower counts: 950, 1,5K, 12K, 1,2M. */
export function formatFollowers(count: number | null | undefined): string {
  const n = Math.max(0, Number(count) || 0);
  if (n >= 1_000_000) return `${compactFormatter.format(Math.floor(n / 100_000) / 10)}M`;
  if (n >= 1_000) return `${compactFormatter.format(Math.floor(n / 100) / 10)}K`;
  return String(Math.floor(n));
}

/**
 * Time labels of notices and messages: 'Zojuist' under a minute, '5 min geleden' under an hour, time of day under
 * 24 h, 'Gisteren' under 48 h, else day and month. Shown through `RelativeTime`, which keeps it moving on.
 */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const ageMs = now.getTime() - date.getTime();
  if (ageMs < 60 * 1000) return 'Zojuist';
  if (ageMs < 60 * 60 * 1000) return `${Math.floor(ageMs / 60_000)} min geleden`;
  if (ageMs < DAY_MS) return date.toLocaleTimeString(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
  if (ageMs < 2 * DAY_MS) return 'Gisteren';
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', timeZone: TIME_ZONE });
}

/** Unread badges stop at '99+'. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A calendar month as the API sends it (`2026-11`) in words: november 2026. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A file size the Dutch way: '820 B', '48 kB', '1,5 MB'. */
export function formatFileSize(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat('nl-NL', { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** A count with its noun in the right number: '1 reactie', '0 reacties', '12 reacties'. */
export function formatCount(count: number, one: string, many: string): string {
  return `${count.toLocaleString('nl-NL')} ${count === 1 ? one : many}`;
}

/**
 * A count as Dutch people type it: a decimal comma and thousands dots ('12.500', '1,5'). Dots in groups of three are
 * thousands, never decimals; a plain '12.5' still reads as twelve and a half. Null when it is no number. Amounts of
 * money are read by parseMoney, which refuses what is ambiguous.
 */
export function parseDutchNumber(text: string): number | null {
  const cleaned = text.replace(/[\s€]/g, '');
  if (!cleaned) return null;
  let normal: string;
  if (cleaned.includes(',')) normal = cleaned.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(cleaned)) normal = cleaned.replace(/\./g, '');
  else normal = cleaned;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

/** What is wrong with a typed amount, in Dutch, said at the field. */
export const MONEY_TEXTS = {
  empty: 'Vul een bedrag in',
  notAnAmount: 'Vul een bedrag in cijfers in, bijvoorbeeld 300,50',
  oneComma: 'Gebruik maar één komma, voor de centen: bijvoorbeeld 300,50',
  decimals: 'Zet één of twee cijfers achter de komma, bijvoorbeeld 300,50',
  dot: 'Gebruik een komma voor de centen, bijvoorbeeld 300,50; een punt scheidt alleen duizendtallen (1.250)',
  tooLarge: 'Dit bedrag is te groot',
} as const;

export type MoneyReading = { cents: number; euros: number; error: null } | { cents: null; euros: null; error: string };

/**
 * An amount in euros as people type it, in any browser locale: a decimal comma with one or two cents digits, dots
 * only between groups of three digits, a euro sign and spaces allowed ('€ 1.250,50', '300', '0,5'). Anything
 * ambiguous or mistyped ('3.00', '12,345', '300,5,0') is refused with a Dutch message, never guessed at.
 */
export function parseMoney(text: string): MoneyReading {
  const refuse = (error: string): MoneyReading => ({ cents: null, euros: null, error });
  const cleaned = text.replace(/\s/g, '').replace(/^€|€$/g, '');
  if (!cleaned) return refuse(MONEY_TEXTS.empty);
  if (!/^[\d.,]+$/.test(cleaned)) return refuse(MONEY_TEXTS.notAnAmount);
  const parts = cleaned.split(',');
  if (parts.length > 2) return refuse(MONEY_TEXTS.oneComma);
  const [whole, decimals = ''] = parts as [string, string?];
  if (parts.length === 2 && !/^\d{1,2}$/.test(decimals)) {
    return refuse(decimals.includes('.') ? MONEY_TEXTS.dot : MONEY_TEXTS.decimals);
  }
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(\.\d{3})+$/.test(whole)) {
    return refuse(whole.includes('.') ? MONEY_TEXTS.dot : MONEY_TEXTS.notAnAmount);
  }
  const cents = Number(whole.replace(/\./g, '')) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { cents, euros: cents / 100, error: null } : refuse(MONEY_TEXTS.tooLarge);
}

const moneyInputFormatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in euros as a money field shows it for editing: '300,50', '1.250' (no cents when there are none). */
export function formatMoneyInput(euros: number | null | undefined): string {
  if (euros === null || euros === undefined || !Number.isFinite(euros)) return '';
  const cents = Math.round(euros * 100);
  const text = moneyInputFormatter.format(cents / 100);
  return cents % 100 === 0 ? text.slice(0, -3) : text;
}
