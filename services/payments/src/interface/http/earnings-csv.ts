import { Readable } from 'node:stream';
import type { EarningTransaction } from '../../application/get-earnings/get-earnings.service';
import { EARNINGS_TIME_ZONE } from '../../domain/earnings';
import { Messages } from '../../domain/messages';

/** Dutch Excel opens a file as UTF-8 only with the byte order mark. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

const dutchDate = new Intl.DateTimeFormat('nl-NL', {
  timeZone: EARNINGS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Cents as Dutch Excel reads a number: comma decimals, no thousands separator (123456 → 1234,56). */
export function dutchAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text that a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(SEPARATOR) + LINE_END;
}

function transactionLine(transaction: EarningTransaction): string {
  return csvLine([
    dutchDate.format(transaction.settledAt),
    transaction.projectTitle,
    transaction.company,
    transaction.invoiceNumber ?? '',
    dutchAmount(transaction.amountCents),
    Messages.earningStatus[transaction.status],
  ]);
}

/** The export as a stream: the byte order mark and the Dutch headers, then one line per transaction as it is read. */
export function earningsCsv(transactions: AsyncIterable<EarningTransaction>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield BOM + csvLine(Messages.earningsCsvHeaders);
    for await (const transaction of transactions) yield transactionLine(transaction);
  }
  return Readable.from(lines());
}
