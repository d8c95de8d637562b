import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company's logo (its profile picture at identity) beside its name, for the workspace's participants. */
export class KeepCompanyLogo1764700000000 implements MigrationInterface {
  name = 'KeepCompanyLogo1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE company ADD COLUMN logo_url text NOT NULL DEFAULT ''`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE company DROP COLUMN logo_url`);
  }
}
