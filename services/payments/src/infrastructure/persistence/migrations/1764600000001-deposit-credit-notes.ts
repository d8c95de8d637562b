import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A credit note for a deposit refunded in full: a fourth kind of document, numbered in the invoices' series. */
export class DepositCreditNotes1764600000001 implements MigrationInterface {
  name = 'DepositCreditNotes1764600000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE invoice DROP CONSTRAINT invoice_kind_check`);
    await runner.query(
      `ALTER TABLE invoice ADD CONSTRAINT invoice_kind_check
       CHECK (kind IN ('deposit', 'final', 'payout_statement', 'deposit_credit_note'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM invoice WHERE kind = 'deposit_credit_note'`);
    await runner.query(`ALTER TABLE invoice DROP CONSTRAINT invoice_kind_check`);
    await runner.query(
      `ALTER TABLE invoice ADD CONSTRAINT invoice_kind_check CHECK (kind IN ('deposit', 'final', 'payout_statement'))`,
    );
  }
}
