import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The assignments a creator marked as favourite; `project.favorites` counts them (the cards' figure). */
export class CreateProjectFavoriteTable1764870000000 implements MigrationInterface {
  name = 'CreateProjectFavoriteTable1764870000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE project_favorite (
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        creator_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, creator_id)
      )`);
    // A creator's own list, newest first.
    await runner.query(`CREATE INDEX project_favorite_by_creator ON project_favorite (creator_id, created_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE project_favorite`);
  }
}
