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
    SELECT s.project_id, s.creator_cents, s.settled_at, po.status AS payout_status
      FROM settlement s
      LEFT JOIN payout po ON po.project_id = s.project_id
     WHERE s.creator_id = $1`;
}

/**
 * Month boundaries as moments, computed once per query (not per row): the start of the current calendar month in
 * the Netherlands and of the month `$4` months before it ($4 null: none). $2 is "now", $3 the time zone.
 */
function boundsSql(extra = ''): string {
  return `bounds AS (
    SELECT this_month AT TIME ZONE $3 AS this_month_start,
           (this_month - interval '1 month') AT TIME ZONE $3 AS last_month_start${extra}
      FROM (SELECT date_trunc('month', $2::timestamptz AT TIME ZONE $3) AS this_month) AS local)`;
}
const monthsBackSql = (parameter: string, name: string) =>
  `,\n           CASE WHEN ${parameter}::int IS NULL THEN NULL
                ELSE (this_month - make_interval(months => ${parameter}::int)) AT TIME ZONE $3 END AS ${name}`;

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

/** Keyset position in a creator's earnings, newest first; the moment as PostgreSQL wrote it (to the microsecond). */
export interface EarningsCursor {
  settledAt: string;
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
        `WITH earning AS (${creatorEarningsSql()}), ${boundsSql()}
         SELECT payout_status, count(*) AS projects, sum(creator_cents) AS cents,
                coalesce(sum(creator_cents) FILTER (WHERE settled_at >= this_month_start), 0) AS this_month,
                coalesce(sum(creator_cents) FILTER (WHERE settled_at >= last_month_start AND settled_at < this_month_start), 0)
                  AS last_month
           FROM earning, bounds GROUP BY payout_status`,
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
      // Each month's bounds are computed once, and its earnings read as one range of the index.
      `WITH month AS (
         SELECT to_char(local_start, 'YYYY-MM') AS month, local_start AT TIME ZONE $3 AS starts,
                (local_start + interval '1 month') AT TIME ZONE $3 AS ends
           FROM generate_series(
                  date_trunc('month', $2::timestamptz AT TIME ZONE $3) - make_interval(months => $4::int),
                  date_trunc('month', $2::timestamptz AT TIME ZONE $3),
                  interval '1 month') AS local_start
       )
       SELECT month.month, earning.payout_status, count(*) AS projects, sum(earning.creator_cents) AS cents
         FROM month JOIN (${creatorEarningsSql()}) AS earning ON earning.settled_at >= month.starts AND earning.settled_at < month.ends
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
   * The earnings inside a period window (null: all time), newest first, at most `limit` after the cursor; the
   * newest are picked first and only they are joined to their company and statement. With the count of the whole
   * window when asked.
   */
  async page(
    creatorId: string,
    now: Date,
    window: MonthWindow | null,
    options: { limit: number; after?: EarningsCursor | null; count?: boolean },
  ): Promise<{ rows: EarningRow[]; total: number; next: EarningsCursor | null }> {
    const rows: (RawEarningRow & { total: string | null; cursor_at: string })[] = await this.dataSource.query(
      // The creator's earnings appear twice as a subquery (not one shared CTE), so each is planned on its own: the
      // newest page straight from the index in its order, the count from the index alone.
      `WITH ${boundsSql(monthsBackSql('$4', 'window_start') + monthsBackSql('$5', 'window_end'))},
       newest AS (
         SELECT earning.* FROM (${creatorEarningsSql()}) AS earning, bounds
          WHERE (window_start IS NULL OR settled_at >= window_start) AND (window_end IS NULL OR settled_at < window_end)
            AND ($6::timestamptz IS NULL OR (settled_at, project_id) < ($6::timestamptz, $7::uuid))
          ORDER BY settled_at DESC, project_id DESC
          LIMIT $8
       )
       SELECT e.project_id, p.title, c.company_name, e.creator_cents, e.payout_status, e.settled_at,
              e.settled_at::text AS cursor_at, i.id AS invoice_id, i.number AS invoice_number,
              CASE WHEN $9 THEN (
                SELECT count(*) FROM (${creatorEarningsSql()}) AS earning, bounds
                 WHERE (window_start IS NULL OR settled_at >= window_start) AND (window_end IS NULL OR settled_at < window_end)
              ) END AS total
         FROM newest e
         JOIN project p ON p.id = e.project_id
         LEFT JOIN company c ON c.id = p.owner_id
         LEFT JOIN invoice i ON i.project_id = e.project_id AND i.kind = 'payout_statement'
        ORDER BY e.settled_at DESC, e.project_id DESC`,
      [
        creatorId,
        now,
        EARNINGS_TIME_ZONE,
        window?.fromMonthsBack ?? null,
        window?.untilMonthsBack ?? null,
        options.after?.settledAt ?? null,
        options.after?.projectId ?? null,
        options.limit,
        options.count ?? false,
      ],
    );
    const last = rows[rows.length - 1];
    return {
      rows: rows.map(toEarningRow),
      total: rows.length > 0 ? Number(rows[0].total ?? 0) : 0,
      next: last ? { settledAt: last.cursor_at, projectId: last.project_id } : null,
    };
  }
}
