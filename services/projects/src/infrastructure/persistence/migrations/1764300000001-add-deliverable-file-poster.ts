import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A file version may have a poster frame (made by the uploader's browser), kept in file storage under its own key. */
export class AddDeliverableFilePoster1764300000001 implements MigrationInterface {
  name = 'AddDeliverableFilePoster1764300000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE deliverable_file ADD COLUMN poster_key text UNIQUE`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE deliverable_file DROP COLUMN poster_key`);
  }
}
