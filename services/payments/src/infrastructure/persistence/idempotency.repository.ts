import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';

export type IdempotencyClaim<T> = { claimed: true } | { claimed: false; requestHash: string; response: T | null };

/**
 * `Idempotency-Key` on money-moving calls (CONVENTIONS: idempotency_request). The key is claimed in the same
 * transaction as the work; a concurrent request with the same key waits for it, then replays its answer.
 * If the work fails, the claim rolls back with it and a retry starts afresh.
 */
@Injectable()
export class IdempotencyRepository {
  async claim<T>(
    ownerId: string,
    key: string,
    scope: string,
    requestHash: string,
    manager: EntityManager,
  ): Promise<IdempotencyClaim<T>> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO idempotency_request (owner_id, key, scope, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key`,
      [ownerId, key, scope, requestHash],
    );
    if (inserted.length === 1) return { claimed: true };
    const [row]: { request_hash: string; response: T | null }[] = await manager.query(
      `SELECT request_hash, response FROM idempotency_request WHERE owner_id = $1 AND key = $2`,
      [ownerId, key],
    );
    return { claimed: false, requestHash: row.request_hash, response: row.response };
  }

  /** The work's answer, for a retry to replay; the last write of the work, so it goes with the COMMIT. */
  async complete(ownerId: string, key: string, response: unknown, manager: EntityManager): Promise<void> {
    await PreparedStatements.queue(manager, `UPDATE idempotency_request SET response = $3 WHERE owner_id = $1 AND key = $2`, [
      ownerId,
      key,
      JSON.stringify(response),
    ]);
  }
}
