import { Injectable } from '@nestjs/common';
import {
  earningStatus,
  type EarningStatus,
  type EarningsOverview,
  type EarningsPeriod,
  earningsOverview,
  monthlyBreakdown,
  type MonthlyEarnings,
  monthWindow,
} from '../../domain/earnings';
import { type EarningRow, type EarningsCursor, EarningsRepository } from '../../infrastructure/persistence/earnings.repository';

/** The page lists the newest transactions of the period; the export has all of them. */
export const EARNINGS_PAGE_TRANSACTIONS = 100;
const EXPORT_BATCH = 500;

export interface EarningTransaction extends EarningRow {
  status: EarningStatus;
}

/** A creator's earnings in cents; interface/http turns them into the API's euros. */
export interface CreatorEarnings {
  period: EarningsPeriod;
  overview: EarningsOverview;
  transactions: EarningTransaction[];
  /** How many transactions the period has (the list shows the newest `EARNINGS_PAGE_TRANSACTIONS`). */
  transactionCount: number;
  monthlyBreakdown: MonthlyEarnings[];
}

const withStatus = (row: EarningRow): EarningTransaction => ({ ...row, status: earningStatus(row.payoutStatus) });

/** What the creator earned on the platform: her share of each settled project, as payments settled it. */
@Injectable()
export class GetEarningsService {
  constructor(private readonly earnings: EarningsRepository) {}

  async forCreator(creatorId: string, period: EarningsPeriod, now: Date = new Date()): Promise<CreatorEarnings> {
    const [groups, months, page] = await Promise.all([
      this.earnings.groups(creatorId, now),
      this.earnings.months(creatorId, now),
      this.earnings.page(creatorId, now, monthWindow(period), { limit: EARNINGS_PAGE_TRANSACTIONS, count: true }),
    ]);
    return {
      period,
      overview: earningsOverview(groups),
      transactions: page.rows.map(withStatus),
      transactionCount: page.total,
      monthlyBreakdown: monthlyBreakdown(months),
    };
  }

  /** Every transaction of the period, newest first, read in batches so an export of any size streams. */
  async *allTransactions(creatorId: string, period: EarningsPeriod, now: Date = new Date()): AsyncGenerator<EarningTransaction> {
    const window = monthWindow(period);
    let after: EarningsCursor | null = null;
    for (;;) {
      const page = await this.earnings.page(creatorId, now, window, { limit: EXPORT_BATCH, after });
      for (const row of page.rows) yield withStatus(row);
      if (page.rows.length < EXPORT_BATCH) return;
      after = page.next;
    }
  }
}
