import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The final payment's due date with its reminders and the moment the creator was told it is overdue, and the
 * projects held by an open dispute (no deadline moves them meanwhile).
 */
export class FinalPaymentDeadline1764810000000 implements MigrationInterface {
  name = 'FinalPaymentDeadline1764810000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        ADD COLUMN final_payment_due_at timestamptz,
        ADD COLUMN final_payment_reminder_at timestamptz,
        ADD COLUMN final_payment_reminders_sent int NOT NULL DEFAULT 0,
        ADD COLUMN final_payment_overdue_at timestamptz
    `);
    await runner.query(`
      CREATE INDEX project_final_payment_deadline_idx ON project (final_payment_reminder_at, final_payment_due_at)
        WHERE status = 'approved'
    `);
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
    await runner.query(`DROP INDEX project_final_payment_deadline_idx`);
    await runner.query(`
      ALTER TABLE project
        DROP COLUMN final_payment_due_at, DROP COLUMN final_payment_reminder_at,
        DROP COLUMN final_payment_reminders_sent, DROP COLUMN final_payment_overdue_at
    `);
  }
}
