import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The projects a dispute holds (payments' DisputeOpened until DisputeResolved): while one does, support reads the
 * project's conversation. The same table and predicate as projects' and payments' holds (`disputeHolds` in the kit).
 */
export class KeepDisputeHolds1767100000065 implements MigrationInterface {
  name = 'KeepDisputeHolds1767100000065';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE project_hold (
        project_id uuid NOT NULL,
        dispute_ref text NOT NULL,
        opened_at timestamptz NOT NULL,
        PRIMARY KEY (project_id, dispute_ref)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE project_hold`);
  }
}
