import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { RATING_WINDOW_DAYS } from '../../domain/ratings';
import { RatingEntity } from './rating.entity';

interface RatingRow {
  id: string;
  project_id: string;
  author_id: string;
  subject_id: string;
  stars: number;
  text: string;
  created_at: Date;
  published_at: Date | null;
  project_completed_at: Date;
}

const toEntity = (row: RatingRow): RatingEntity =>
  Object.assign(new RatingEntity(), {
    id: row.id,
    projectId: row.project_id,
    authorId: row.author_id,
    subjectId: row.subject_id,
    stars: Number(row.stars),
    text: row.text,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    projectCompletedAt: row.project_completed_at,
  });

/** The subject's figures over her published ratings. */
export interface SubjectFigures {
  count: number;
  totalStars: number;
}

@Injectable()
export class RatingRepository {
  constructor(private readonly dataSource: DataSource) {}

  forProject(projectId: string, manager: EntityManager = this.dataSource.manager): Promise<RatingEntity[]> {
    return manager.find(RatingEntity, { where: { projectId }, order: { createdAt: 'ASC' } });
  }

  insert(rating: Omit<RatingEntity, 'id' | 'createdAt' | 'publishedAt'>, manager: EntityManager): Promise<RatingEntity> {
    return manager.save(RatingEntity, manager.create(RatingEntity, { ...rating, publishedAt: null }));
  }

  /** Publishes the project's hidden ratings (both parties rated); answers those it published. */
  async publishProject(projectId: string, now: Date, manager: EntityManager): Promise<RatingEntity[]> {
    const [rows] = (await manager.query(
      `UPDATE project_rating SET published_at = $2 WHERE project_id = $1 AND published_at IS NULL RETURNING *`,
      [projectId, now],
    )) as [RatingRow[], number];
    return rows.map(toEntity);
  }

  /**
   * Claims up to `limit` hidden ratings whose window closed and publishes them. Rows another run holds are
   * skipped, so replicas running this at once publish each rating once.
   */
  async publishDue(now: Date, limit: number, manager: EntityManager): Promise<RatingEntity[]> {
    const [rows] = (await manager.query(
      `UPDATE project_rating SET published_at = $1
        WHERE id IN (
          SELECT id FROM project_rating
           WHERE published_at IS NULL AND project_completed_at <= $1::timestamptz - make_interval(days => $3)
           ORDER BY project_completed_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [now, limit, RATING_WINDOW_DAYS],
    )) as [RatingRow[], number];
    return rows.map(toEntity);
  }

  /**
   * The subject's figures after this transaction's publications. A per-subject lock makes concurrent
   * publications for one subject count one after the other, so the last figures sent include every rating.
   */
  async subjectFigures(subjectId: string, manager: EntityManager): Promise<SubjectFigures> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projects:rating-subject:${subjectId}`]);
    const [row] = (await manager.query(
      `SELECT count(*)::int AS count, coalesce(sum(stars), 0)::int AS total
         FROM project_rating WHERE subject_id = $1 AND published_at IS NOT NULL`,
      [subjectId],
    )) as Array<{ count: number; total: number }>;
    return { count: row.count, totalStars: row.total };
  }

  async keepCompanyFigures(companyId: string, count: number, average: number | null, manager: EntityManager) {
    await manager.query(`UPDATE company SET rating_count = $2, average_rating = $3 WHERE id = $1`, [companyId, count, average]);
  }

  /** A subject's published ratings, newest first, for her profile. */
  publishedAbout(subjectId: string, limit: number, manager: EntityManager = this.dataSource.manager): Promise<RatingEntity[]> {
    return manager.find(RatingEntity, {
      where: { subjectId, publishedAt: Not(IsNull()) },
      order: { publishedAt: 'DESC' },
      take: limit,
    });
  }
}
