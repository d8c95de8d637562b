import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company's KvK and BTW numbers, printed on its invoices. */
export class AddCompanyRegistrationNumbers1765100000000 implements MigrationInterface {
  name = 'AddCompanyRegistrationNumbers1765100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE app_user
        ADD COLUMN kvk_number text CHECK (kvk_number ~ '^[0-9]{8}$'),
        ADD COLUMN btw_number text CHECK (btw_number ~ '^NL[0-9]{9}B[0-9]{2}$')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user DROP COLUMN kvk_number, DROP COLUMN btw_number`);
  }
}
