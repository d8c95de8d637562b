import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deadlines of a project: the delivery date, the review window with its reminders, the final payment's due
 * date (payments'), why a delivery was approved without the company, and the projects held by an open dispute.
 */
export class KeepDeadlines1764810000000 implements MigrationInterface {
  name = 'KeepDeadlines1764810000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE project
        ADD COLUMN approval_reason text,
        ADD COLUMN delivery_due_at timestamptz,
        ADD COLUMN review_due_at timestamptz,
        ADD COLUMN review_reminder_at timestamptz,
        ADD COLUMN review_reminders_sent int NOT NULL DEFAULT 0,
        ADD COLUMN final_payment_due_at timestamptz
    `);
    // The deadline job looks only at deliveries waiting for a review.
    await runner.query(`
      CREATE INDEX project_review_due_idx ON project (LEAST(review_due_at, review_reminder_at))
        WHERE status IN ('delivered', 'under_review')
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
    await runner.query(`DROP INDEX project_review_due_idx`);
    await runner.query(`
      ALTER TABLE project
        DROP COLUMN approval_reason, DROP COLUMN delivery_due_at, DROP COLUMN review_due_at,
        DROP COLUMN review_reminder_at, DROP COLUMN review_reminders_sent, DROP COLUMN final_payment_due_at
    `);
  }
}
