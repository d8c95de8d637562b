import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProviderName } from '../../domain/payment';

/** The provider-side inbox and the refunds waiting for their payment. */
@Injectable()
export class ProviderEventRepository {
  /**
   * Claims a provider event id in the caller's transaction. A concurrent claim of the same id waits for this
   * transaction and then gets false, so the effect happens once across every replica.
   */
  async claim(provider: ProviderName, eventId: string, type: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO provider_event (provider, event_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, eventId, type],
    );
    return rows.length === 1;
  }

  /** Serialises everything that concerns one provider payment intent (its success and its refunds) across replicas. */
  async lockIntent(provider: ProviderName, intentId: string, manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payments:${provider}:${intentId}`]);
  }

  /** Keeps the highest cumulative refunded amount seen for an intent whose payment is not recorded yet. */
  async rememberRefund(provider: ProviderName, intentId: string, refundedCents: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO pending_refund (provider, intent_id, refunded_cents) VALUES ($1, $2, $3)
       ON CONFLICT (provider, intent_id) DO UPDATE SET refunded_cents = greatest(pending_refund.refunded_cents, EXCLUDED.refunded_cents)`,
      [provider, intentId, refundedCents],
    );
  }

  async takeRefund(provider: ProviderName, intentId: string, manager: EntityManager): Promise<number | null> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE ... RETURNING with [rows, count] instead of rows.
    const rows: { refunded_cents: string }[] = await manager.query(
      `WITH taken AS (DELETE FROM pending_refund WHERE provider = $1 AND intent_id = $2 RETURNING refunded_cents)
       SELECT refunded_cents FROM taken`,
      [provider, intentId],
    );
    return rows[0] ? Number(rows[0].refunded_cents) : null;
  }
}
