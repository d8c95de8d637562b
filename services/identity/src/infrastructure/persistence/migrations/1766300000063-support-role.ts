import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Support accounts: made by an operator's command, they decide disputes (decision 063). */
export class SupportRole1766300000063 implements MigrationInterface {
  name = 'SupportRole1766300000063';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE app_user DROP CONSTRAINT app_user_role_check`);
    await runner.query(
      `ALTER TABLE app_user ADD CONSTRAINT app_user_role_check CHECK (role IN ('creator', 'bedrijf', 'support'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM app_user WHERE role = 'support'`);
    await runner.query(`ALTER TABLE app_user DROP CONSTRAINT app_user_role_check`);
    await runner.query(`ALTER TABLE app_user ADD CONSTRAINT app_user_role_check CHECK (role IN ('creator', 'bedrijf'))`);
  }
}
