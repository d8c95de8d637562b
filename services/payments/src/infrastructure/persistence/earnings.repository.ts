import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EARNINGS_TIME_ZONE, type EarningsGroup, MONTHLY_BREAKDOWN_MONTHS, type MonthWindow } from '../../domain/earnings';

/**
 * A creator's earnings, one row per settled project: her share as settled, when, and the state of its payout
 * (null while no payout is recorded). Every earnings read starts here, so the state of a payout is read in one
 * place. $1 is the creator's id.
 */
export function creatorEarningsSql(): string {
  return `
    SELECT s.project_id, s.creator_cents, s.settled_at, NULL::text AS payout_status
      FROM settlement s JOIN project p ON p.id = s.project_id
     WHERE p.selected_creator_id = $1`;
}

/** The start of the current calendar month in the Netherlands, as local time; $2 is "now", $3 the time zone. */
const THIS_MONTH = `date_trunc('month', $2::timestamptz AT TIME ZONE $3)`;
const monthsBack = (months: string) => `((${THIS_MONTH} - make_interval(months => ${months})) AT TIME ZONE $3)`;

export interface EarningRow {
  projectId: string;
  projectTitle: string;
  company: string;
  amountCents: number;
  payoutStatus: string | null;
  settledAt: Date;
  invoiceId: string | null;
  invoiceNumber: string | null;
}

interface RawEarningRow {
  project_id: string;
  title: string;
  company_name: string | null;
  creator_cents: string;
  payout_status: string | null;
  settled_at: Date;
  invoice_id: string | null;
  invoice_number: string | null;
}

const toEarningRow = (row: RawEarningRow): EarningRow => ({
  projectId: row.project_id,
  projectTitle: row.title,
  company: row.company_name ?? '',
  amountCents: Number(row.creator_cents),
  payoutStatus: row.payout_status,
  settledAt: row.settled_at,
  invoiceId: row.invoice_id,
  invoiceNumber: row.invoice_number,
});

/** Keyset position in a creator's earnings, newest first (to the millisecond, as a JS date holds it). */
export interface EarningsCursor {
  settledAt: Date;
  projectId: string;
}

/** Read side of the earnings page and its export: plain SQL over payments' own tables. */
@Injectable()
export class EarningsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Sums per payout state, with this month's and last month's part. */
  async groups(creatorId: string, now: Date): Promise<EarningsGroup[]> {
    const rows: { payout_status: string | null; projects: string; cents: string; this_month: string; last_month: string }[] =
      await this.dataSource.query(
        `WITH earning AS (${creatorEarningsSql()})
         SELECT payout_status, count(*) AS projects, sum(creator_cents) AS cents,
                coalesce(sum(creator_cents) FILTER (WHERE settled_at >= ${monthsBack('0')}), 0) AS this_month,
                coalesce(sum(creator_cents) FILTER (WHERE settled_at >= ${monthsBack('1')} AND settled_at < ${monthsBack('0')}), 0)
                  AS last_month
           FROM earning GROUP BY payout_status`,
        [creatorId, now, EARNINGS_TIME_ZONE],
      );
    return rows.map((row) => ({
      payoutStatus: row.payout_status,
      projects: Number(row.projects),
      cents: Number(row.cents),
      thisMonthCents: Number(row.this_month),
      lastMonthCents: Number(row.last_month),
    }));
  }

  /** Per calendar month (`YYYY-MM`) and payout state, over this month and the months before it. */
  async months(
    creatorId: string,
    now: Date,
  ): Promise<{ month: string; payoutStatus: string | null; projects: number; cents: number }[]> {
    const rows: { month: string; payout_status: string | null; projects: string; cents: string }[] = await this.dataSource.query(
      `WITH earning AS (${creatorEarningsSql()})
       SELECT to_char(settled_at AT TIME ZONE $3, 'YYYY-MM') AS month, payout_status, count(*) AS projects,
              sum(creator_cents) AS cents
         FROM earning WHERE settled_at >= ${monthsBack('$4::int')}
        GROUP BY 1, 2`,
      [creatorId, now, EARNINGS_TIME_ZONE, MONTHLY_BREAKDOWN_MONTHS - 1],
    );
    return rows.map((row) => ({
      month: row.month,
      payoutStatus: row.payout_status,
      projects: Number(row.projects),
      cents: Number(row.cents),
    }));
  }

  /**
   * The earnings inside a period window (null: all time), newest first, at most `limit` after the cursor; with
   * the count of the whole window when asked.
   */
  async page(
    creatorId: string,
    now: Date,
    window: MonthWindow | null,
    options: { limit: number; after?: EarningsCursor | null },
  ): Promise<{ rows: EarningRow[]; total: number }> {
    const rows: (RawEarningRow & { total: string })[] = await this.dataSource.query(
      `WITH earning AS (${creatorEarningsSql()}),
       in_window AS (
         SELECT * FROM earning
          WHERE ($4::int IS NULL OR settled_at >= ${monthsBack('$4::int')})
            AND ($5::int IS NULL OR settled_at < ${monthsBack('$5::int')})
       )
       SELECT e.project_id, p.title, c.company_name, e.creator_cents, e.payout_status, e.settled_at,
              i.id AS invoice_id, i.number AS invoice_number,
              (SELECT count(*) FROM in_window) AS total
         FROM in_window e
         JOIN project p ON p.id = e.project_id
         LEFT JOIN company c ON c.id = p.owner_id
         LEFT JOIN invoice i ON i.project_id = e.project_id AND i.kind = 'payout_statement'
        WHERE $6::timestamptz IS NULL OR (date_trunc('milliseconds', e.settled_at), e.project_id) < ($6::timestamptz, $7::uuid)
        ORDER BY date_trunc('milliseconds', e.settled_at) DESC, e.project_id DESC
        LIMIT $8`,
      [
        creatorId,
        now,
        EARNINGS_TIME_ZONE,
        window?.fromMonthsBack ?? null,
        window?.untilMonthsBack ?? null,
        options.after?.settledAt ?? null,
        options.after?.projectId ?? null,
        options.limit,
      ],
    );
    return { rows: rows.map(toEarningRow), total: rows.length > 0 ? Number(rows[0].total) : 0 };
  }
}
