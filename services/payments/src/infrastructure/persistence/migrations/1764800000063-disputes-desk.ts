import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disputes as their own aggregate: one row per dispute (at most one not closed per project), the parties'
 * statements, and support's decisions (one per round: the unique key makes a second decision impossible). The
 * project projection learns of the first submission, from which the company may open a dispute. A payout's dispute
 * resolution may now be a split.
 */
export class DisputesDesk1764800000063 implements MigrationInterface {
  name = 'DisputesDesk1764800000063';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE project ADD COLUMN first_submitted_at timestamptz`);
    await runner.query(`
      CREATE TABLE dispute (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        creator_id uuid NOT NULL,
        opened_by uuid NOT NULL,
        opened_by_role text NOT NULL CHECK (opened_by_role IN ('bedrijf', 'creator')),
        reason text NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'decided', 'appealed', 'closed')),
        opened_at timestamptz NOT NULL,
        decided_at timestamptz,
        appealed_by uuid,
        appealed_by_role text CHECK (appealed_by_role IN ('bedrijf', 'creator')),
        appeal_reason text,
        appealed_at timestamptz,
        closed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX dispute_one_open_per_project ON dispute (project_id) WHERE status <> 'closed'`);
    await runner.query(`CREATE INDEX dispute_project ON dispute (project_id, opened_at)`);
    await runner.query(`CREATE INDEX dispute_to_finalise ON dispute (decided_at) WHERE status = 'decided'`);
    await runner.query(`
      CREATE TABLE dispute_statement (
        id uuid PRIMARY KEY,
        dispute_id uuid NOT NULL REFERENCES dispute (id) ON DELETE CASCADE,
        author_id uuid NOT NULL,
        author_role text NOT NULL CHECK (author_role IN ('bedrijf', 'creator')),
        text text NOT NULL,
        file_ids text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX dispute_statement_dispute ON dispute_statement (dispute_id, created_at)`);
    await runner.query(`
      CREATE TABLE dispute_decision (
        dispute_id uuid NOT NULL REFERENCES dispute (id) ON DELETE CASCADE,
        round smallint NOT NULL CHECK (round IN (1, 2)),
        outcome text NOT NULL CHECK (outcome IN ('release', 'refund', 'split')),
        creator_cents bigint NOT NULL CHECK (creator_cents >= 0),
        note text NOT NULL,
        decided_by uuid NOT NULL,
        decided_at timestamptz NOT NULL,
        PRIMARY KEY (dispute_id, round)
      )`);
    await runner.query(`ALTER TABLE payout DROP CONSTRAINT payout_dispute_resolution_check`);
    await runner.query(
      `ALTER TABLE payout ADD CONSTRAINT payout_dispute_resolution_check CHECK (dispute_resolution IN ('release', 'refund', 'split'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE payout DROP CONSTRAINT payout_dispute_resolution_check`);
    await runner.query(
      `ALTER TABLE payout ADD CONSTRAINT payout_dispute_resolution_check CHECK (dispute_resolution IN ('release', 'refund'))`,
    );
    await runner.query(`DROP TABLE dispute_decision`);
    await runner.query(`DROP TABLE dispute_statement`);
    await runner.query(`DROP TABLE dispute`);
    await runner.query(`ALTER TABLE project DROP COLUMN first_submitted_at`);
  }
}
