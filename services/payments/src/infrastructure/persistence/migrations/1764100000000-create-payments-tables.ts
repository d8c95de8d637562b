import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Projections (project, company), payments, the provider-event inbox, refunds that arrived before their payment,
 * Idempotency-Key requests, and the double-entry ledger with its balance check.
 */
export class CreatePaymentsTables1764100000000 implements MigrationInterface {
  name = 'CreatePaymentsTables1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    // What payments knows of a project, fed by the projects context's events; never read from its schema.
    await runner.query(`
      CREATE TABLE project (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        title text NOT NULL DEFAULT '',
        budget_cents bigint NOT NULL CHECK (budget_cents >= 0),
        status text NOT NULL,
        selected_creator_id uuid,
        contract_amount_cents bigint CHECK (contract_amount_cents >= 0),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX project_owner ON project (owner_id)`);

    // Companies from identity's UserRegistered: registration time and order, for the launch offer to the first companies.
    await runner.query(`
      CREATE TABLE company (
        id uuid PRIMARY KEY,
        company_name text NOT NULL DEFAULT '',
        registered_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX company_registration_order ON company (registered_at, id)`);

    await runner.query(`
      CREATE TABLE payment (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL REFERENCES project (id),
        owner_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('deposit', 'final')),
        method text NOT NULL CHECK (method IN ('ideal', 'card')),
        provider text NOT NULL CHECK (provider IN ('stripe', 'simulated')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'refunded')),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        refunded_cents bigint NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
        checkout_session_id text UNIQUE,
        checkout_url text,
        intent_id text UNIQUE,
        client_secret text,
        failure_reason text,
        deposit_paid_published boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        refunded_at timestamptz
      )`);
    await runner.query(`CREATE INDEX payment_project ON payment (project_id, created_at)`);

    // Each provider event (Stripe event id, or the simulator's) has its effect once; inserted with the effect.
    await runner.query(`
      CREATE TABLE provider_event (
        provider text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`);

    // A refund whose payment is not known yet (events in any order); applied when the payment is recorded.
    await runner.query(`
      CREATE TABLE pending_refund (
        provider text NOT NULL,
        intent_id text NOT NULL,
        refunded_cents bigint NOT NULL CHECK (refunded_cents > 0),
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, intent_id)
      )`);

    // Idempotency-Key on money-moving calls (CONVENTIONS): the first answer is kept and replayed.
    await runner.query(`
      CREATE TABLE idempotency_request (
        owner_id uuid NOT NULL,
        key text NOT NULL,
        scope text NOT NULL,
        request_hash text NOT NULL,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, key)
      )`);

    await runner.query(`
      CREATE TABLE ledger_account (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('company_cash', 'escrow', 'platform_revenue', 'creator_payable')),
        external boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE ledger_transaction (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        payment_id uuid REFERENCES payment (id),
        description text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One deposit posting per payment: a second "paid" can never post twice, whatever the code does.
    await runner.query(
      `CREATE UNIQUE INDEX ledger_transaction_one_deposit ON ledger_transaction (payment_id) WHERE kind = 'deposit'`,
    );
    await runner.query(`
      CREATE TABLE ledger_entry (
        id bigserial PRIMARY KEY,
        transaction_id uuid NOT NULL REFERENCES ledger_transaction (id),
        account_id text NOT NULL REFERENCES ledger_account (id),
        direction text NOT NULL CHECK (direction IN ('debit', 'credit')),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0)
      )`);
    await runner.query(`CREATE INDEX ledger_entry_transaction ON ledger_entry (transaction_id)`);
    await runner.query(`CREATE INDEX ledger_entry_account ON ledger_entry (account_id)`);

    // The database checks every transaction at COMMIT: at least two entries, debits = credits.
    await runner.query(`
      CREATE FUNCTION ledger_assert_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        tx uuid;
        lines int;
        net bigint;
      BEGIN
        IF TG_TABLE_NAME = 'ledger_entry' THEN tx := NEW.transaction_id; ELSE tx := NEW.id; END IF;
        SELECT count(*), coalesce(sum(CASE direction WHEN 'debit' THEN amount_cents ELSE -amount_cents END), 0)
          INTO lines, net FROM ledger_entry WHERE transaction_id = tx;
        IF lines < 2 OR net <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % is unbalanced (% entries, debits - credits = %)', tx, lines, net
            USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE CONSTRAINT TRIGGER ledger_transaction_balanced AFTER INSERT ON ledger_transaction
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_assert_balanced()`);
    await runner.query(`
      CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_assert_balanced()`);
    // The ledger is append-only: corrections are new postings.
    await runner.query(`
      CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await runner.query(`
      CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`);
    await runner.query(`
      CREATE TRIGGER ledger_transaction_append_only BEFORE UPDATE OR DELETE ON ledger_transaction
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'ledger_entry',
      'ledger_transaction',
      'ledger_account',
      'idempotency_request',
      'pending_refund',
      'provider_event',
      'payment',
      'company',
      'project',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
    await runner.query('DROP FUNCTION ledger_assert_balanced()');
    await runner.query('DROP FUNCTION ledger_append_only()');
  }
}
