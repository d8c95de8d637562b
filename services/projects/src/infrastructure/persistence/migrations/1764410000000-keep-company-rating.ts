import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company's rating figures beside its name, for the project cards and details that show them. */
export class KeepCompanyRating1764410000000 implements MigrationInterface {
  name = 'KeepCompanyRating1764410000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE company ADD COLUMN rating_count integer NOT NULL DEFAULT 0, ADD COLUMN average_rating numeric(3,2)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE company DROP COLUMN rating_count, DROP COLUMN average_rating`);
  }
}
