import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds that arrive before their payment, kept as pending provider events under every reference they carry
 * (payment id, payment intent, checkout session) instead of under the payment intent alone.
 */
export class KeepEarlyRefundsAsPendingProviderEvents1764200000000 implements MigrationInterface {
  name = 'KeepEarlyRefundsAsPendingProviderEvents1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    // A refund whose payment has not arrived (or is not known yet); applied, then deleted, when it is recorded.
    await runner.query(`
      CREATE TABLE pending_provider_event (
        provider text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL CHECK (type = 'payment.refunded'),
        payment_id uuid,
        intent_id text,
        session_id text,
        refunded_cents bigint NOT NULL CHECK (refunded_cents > 0),
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id),
        CHECK (payment_id IS NOT NULL OR intent_id IS NOT NULL OR session_id IS NOT NULL)
      )`);
    await runner.query(`CREATE INDEX pending_provider_event_payment ON pending_provider_event (payment_id)`);
    await runner.query(`CREATE INDEX pending_provider_event_intent ON pending_provider_event (provider, intent_id)`);
    await runner.query(`CREATE INDEX pending_provider_event_session ON pending_provider_event (provider, session_id)`);
    await runner.query(`
      INSERT INTO pending_provider_event (provider, event_id, type, intent_id, refunded_cents, received_at)
      SELECT provider, 'pending_refund:' || intent_id, 'payment.refunded', intent_id, refunded_cents, received_at
      FROM pending_refund`);
    await runner.query(`DROP TABLE pending_refund`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE pending_refund (
        provider text NOT NULL,
        intent_id text NOT NULL,
        refunded_cents bigint NOT NULL CHECK (refunded_cents > 0),
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, intent_id)
      )`);
    await runner.query(`
      INSERT INTO pending_refund (provider, intent_id, refunded_cents, received_at)
      SELECT provider, intent_id, max(refunded_cents), min(received_at) FROM pending_provider_event
      WHERE intent_id IS NOT NULL GROUP BY provider, intent_id`);
    await runner.query(`DROP TABLE pending_provider_event`);
  }
}
