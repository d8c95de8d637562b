import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentReference, ProviderName } from '../../domain/payment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refund kept until its payment is recorded. */
export interface PendingRefund extends PaymentReference {
  provider: ProviderName;
  eventId: string;
  refundedCents: number;
}

/** The provider-side inbox and the provider events waiting for their payment. */
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

  /**
   * Serialises, across replicas, every event that names the same payment by any of its references (its success
   * and its refunds), also while the payment cannot be found by them yet. Locks are taken in one global order,
   * so two events sharing references never wait for each other in a circle.
   */
  async lockReferences(provider: ProviderName, reference: PaymentReference, manager: EntityManager): Promise<void> {
    const keys = [reference.paymentId, reference.intentId, reference.sessionId]
      .filter((value): value is string => Boolean(value))
      .map((value) => `payments:${provider}:${value}`)
      .sort();
    for (const key of new Set(keys)) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  }

  /** Keeps a refund for later; false when it names its payment by nothing we could ever match. */
  async keepPendingRefund(refund: PendingRefund, manager: EntityManager): Promise<boolean> {
    const paymentId = refund.paymentId && UUID.test(refund.paymentId) ? refund.paymentId : null;
    if (!paymentId && !refund.intentId && !refund.sessionId) return false;
    await manager.query(
      `INSERT INTO pending_provider_event (provider, event_id, type, payment_id, intent_id, session_id, refunded_cents)
       VALUES ($1, $2, 'payment.refunded', $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [refund.provider, refund.eventId, paymentId, refund.intentId ?? null, refund.sessionId ?? null, refund.refundedCents],
    );
    return true;
  }

  /**
   * Takes every refund kept for a payment, whichever reference it named it by, and answers the highest
   * cumulative refunded figure among them (null when none waited).
   */
  async takePendingRefunds(
    provider: ProviderName,
    payment: { id: string; intentId: string | null; checkoutSessionId: string | null },
    manager: EntityManager,
  ): Promise<number | null> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE ... RETURNING with [rows, count] instead of rows.
    const rows: { refunded_cents: string | null }[] = await manager.query(
      `WITH taken AS (
         DELETE FROM pending_provider_event
         WHERE provider = $1 AND type = 'payment.refunded' AND (payment_id = $2 OR intent_id = $3 OR session_id = $4)
         RETURNING refunded_cents)
       SELECT max(refunded_cents) AS refunded_cents FROM taken`,
      [provider, payment.id, payment.intentId, payment.checkoutSessionId],
    );
    return rows[0]?.refunded_cents == null ? null : Number(rows[0].refunded_cents);
  }
}
