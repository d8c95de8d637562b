import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creators page is ordered by rating score, then reach: an index in that order lets PostgreSQL read the first
 * page's twelve rows instead of sorting every creator. Its expression must stay the one the list orders by
 * (`RATING_SCORE_SQL` in domain/creator-search.ts); a test reads the page's plan to keep the two together.
 */
export class CreatorCardsInRatingOrder1766310000000 implements MigrationInterface {
  name = 'CreatorCardsInRatingOrder1766310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX app_user_creator_rating_order ON app_user
         (((coalesce(average_rating, 0) * rating_count + 10.5) / (rating_count + 3)) DESC,
          followers_total DESC, created_at DESC, id ASC)
       WHERE role = 'creator' AND deleted_at IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX app_user_creator_rating_order`);
  }
}
