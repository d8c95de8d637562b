import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AnalyticsRole, FactSums, ProjectSpan } from '../../domain/figures';
import type { DayRange } from '../../domain/period';

export interface MonthSums {
  month: string;
  amountCents: number;
  projects: number;
  views: number;
}

export interface ProjectSums {
  projectId: string;
  title: string;
  views: number;
  revenueCents: number;
  lifetimeViews: number;
  lifetimeProposals: number;
}

const SUMS = `
  coalesce(sum(views), 0)::float8 AS "views", coalesce(sum(published), 0)::float8 AS "published",
  coalesce(sum(completed), 0)::float8 AS "completed", coalesce(sum(amount_cents), 0)::float8 AS "amountCents",
  coalesce(sum(rating_sum), 0)::float8 AS "ratingSum", coalesce(sum(rating_count), 0)::float8 AS "ratingCount",
  coalesce(sum(proposals), 0)::float8 AS "proposals", coalesce(sum(proposals_answered), 0)::float8 AS "proposalsAnswered",
  coalesce(sum(hires), 0)::float8 AS "hires", coalesce(sum(hires_completed), 0)::float8 AS "hiresCompleted"`;

/** The reads of the overview: sums over the (user_id, day) primary key, and per project over its day index. */
@Injectable()
export class OverviewRepository {
  constructor(private readonly dataSource: DataSource) {}

  async sums(userId: string, range: DayRange): Promise<FactSums> {
    const rows: FactSums[] = await this.dataSource.query(
      `SELECT ${SUMS} FROM user_day WHERE user_id = $1 AND day BETWEEN $2 AND $3`,
      [userId, range.from, range.to],
    );
    return rows[0];
  }

  async months(userId: string, role: AnalyticsRole, range: DayRange): Promise<MonthSums[]> {
    return this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM') AS month, sum(amount_cents)::float8 AS "amountCents",
              sum(${role === 'bedrijf' ? 'published' : 'completed'})::float8 AS projects, sum(views)::float8 AS views
         FROM user_day WHERE user_id = $1 AND day BETWEEN $2 AND $3 GROUP BY 1 ORDER BY 1`,
      [userId, range.from, range.to],
    );
  }

  /** The spans of a company's projects published by the range's last day and not ended before its first. */
  async projectSpans(ownerId: string, range: DayRange): Promise<ProjectSpan[]> {
    return this.dataSource.query(
      `SELECT first_published_day::text AS "publishedDay", ended_day::text AS "endedDay"
         FROM project_fact
        WHERE owner_id = $1 AND first_published_day IS NOT NULL AND first_published_day <= $3
          AND (ended_day IS NULL OR ended_day >= $2)`,
      [ownerId, range.from, range.to],
    );
  }

  /** The caller's projects with the most views in the range (then the most money), with their lifetime interest. */
  async topProjects(userId: string, role: AnalyticsRole, range: DayRange, limit: number): Promise<ProjectSums[]> {
    const [party, views, money] =
      role === 'bedrijf' ? ['owner_id', 'views', 'spend_cents'] : ['creator_id', 'hired_views', 'earnings_cents'];
    return this.dataSource.query(
      `WITH top AS (
         SELECT project_id, sum(${views})::float8 AS views, sum(${money})::float8 AS revenue
           FROM project_day WHERE ${party} = $1 AND day BETWEEN $2 AND $3
          GROUP BY project_id ORDER BY 2 DESC, 3 DESC, project_id LIMIT $4)
       SELECT top.project_id AS "projectId", coalesce(p.title, '') AS title, top.views, top.revenue AS "revenueCents",
              coalesce(p.views, 0)::float8 AS "lifetimeViews", coalesce(p.proposals, 0)::float8 AS "lifetimeProposals"
         FROM top LEFT JOIN project_fact p ON p.project_id = top.project_id
        ORDER BY top.views DESC, top.revenue DESC, top.project_id`,
      [userId, range.from, range.to, limit],
    );
  }
}
