import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and payout statements, numbered per year without gaps from a counter row that the issuing transaction
 * locks (a PostgreSQL sequence would leave gaps on rollback); the company's KvK and BTW numbers and the creator's
 * name in payments' projections, for what the documents print.
 */
export class CreateInvoices1764500000001 implements MigrationInterface {
  name = 'CreateInvoices1764500000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE company ADD COLUMN kvk_number text, ADD COLUMN btw_number text`);
    await runner.query(`
      CREATE TABLE creator (
        id uuid PRIMARY KEY,
        display_name text NOT NULL DEFAULT ''
      )`);
    await runner.query(`
      CREATE TABLE invoice_counter (
        year integer PRIMARY KEY,
        last_sequence integer NOT NULL CHECK (last_sequence >= 0)
      )`);
    await runner.query(`
      CREATE TABLE invoice (
        id uuid PRIMARY KEY,
        number text NOT NULL UNIQUE,
        year integer NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        kind text NOT NULL CHECK (kind IN ('deposit', 'final', 'payout_statement')),
        project_id uuid NOT NULL REFERENCES project (id),
        payment_id uuid REFERENCES payment (id),
        party_id uuid NOT NULL,
        total_cents bigint NOT NULL CHECK (total_cents >= 0),
        content jsonb NOT NULL,
        issued_at timestamptz NOT NULL,
        UNIQUE (year, sequence),
        -- One document of each kind per project: a repeated event cannot issue a second one.
        UNIQUE (kind, project_id)
      )`);
    await runner.query(`CREATE INDEX invoice_party ON invoice (party_id, issued_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE invoice`);
    await runner.query(`DROP TABLE invoice_counter`);
    await runner.query(`DROP TABLE creator`);
    await runner.query(`ALTER TABLE company DROP COLUMN kvk_number, DROP COLUMN btw_number`);
  }
}
