import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger stays append-only for everything but the retention purge: a transaction that sets
 * `payments.retention_purge` may delete postings (whole transactions, so the books still balance).
 */
export class LedgerPurgeAfterRetention1764700000000 implements MigrationInterface {
  name = 'LedgerPurgeAfterRetention1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('payments.retention_purge', true) = 'on' THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await runner.query(`CREATE INDEX ledger_transaction_created ON ledger_transaction (created_at)`);
    await runner.query(`CREATE INDEX invoice_issued ON invoice (issued_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX invoice_issued`);
    await runner.query(`DROP INDEX ledger_transaction_created`);
    await runner.query(`
      CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
  }
}
