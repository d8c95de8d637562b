import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The files a dispute statement may point at, as projects announces them (DeliverableUploaded): every deliverable
 * file of a project with who uploaded it. Payments keeps no content, only the ids.
 */
export class EvidenceFiles1764820000065 implements MigrationInterface {
  name = 'EvidenceFiles1764820000065';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE evidence_file (
        file_id uuid PRIMARY KEY,
        project_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(`CREATE INDEX evidence_file_project_idx ON evidence_file (project_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE evidence_file`);
  }
}
