import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { type Clock, systemClock } from '../../application/ports/clock';
import {
  assertSameTransfer,
  type Transfer,
  type TransferLookup,
  type TransferProvider,
  type TransferRequest,
} from '../../application/ports/transfer-provider';

/** Like Stripe, the simulator forgets an idempotency key once it is 24 hours old. */
export const SIMULATED_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The embedded default: no bank is involved, but it keeps its word the way Stripe does. Each transfer is stored
 * under its idempotency key in its own committed statement, outside the caller's transaction (a provider is
 * another system: a crash of ours after the call does not undo it); a repeated key answers the transfer made the
 * first time and counts the request, and the same key with another amount is refused, as Stripe refuses it. A key
 * older than 24 hours (by the clock it is given) is forgotten: repeating it then makes a new transfer, as at Stripe.
 */
export class SimulatedTransferProvider implements TransferProvider {
  readonly name = 'simulated' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock = systemClock,
  ) {}

  async transfer(request: TransferRequest): Promise<Transfer> {
    const now = this.clock.now();
    // The expired key is renamed: its transfer stays (money moved), only the key no longer answers.
    await this.dataSource.query(
      `UPDATE simulated_transfer SET idempotency_key = idempotency_key || '#expired:' || id
        WHERE idempotency_key = $1 AND created_at <= $2`,
      [request.idempotencyKey, new Date(now.getTime() - SIMULATED_KEY_LIFETIME_MS)],
    );
    const rows: { id: string; amount_cents: string; destination: string }[] = await this.dataSource.query(
      `INSERT INTO simulated_transfer (idempotency_key, id, amount_cents, destination, transfer_group, payout_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (idempotency_key) DO UPDATE SET requests = simulated_transfer.requests + 1
       RETURNING id, amount_cents, destination`,
      [
        request.idempotencyKey,
        `sim_tr_${randomUUID().replace(/-/g, '')}`,
        request.amountCents,
        request.destinationAccountId,
        request.transferGroup,
        request.payoutId,
        now,
      ],
    );
    const made = rows[0];
    if (Number(made.amount_cents) !== request.amountCents || made.destination !== request.destinationAccountId) {
      throw new Error(`idempotency key ${request.idempotencyKey} was used for another transfer`);
    }
    return { transferId: made.id };
  }

  async findTransfer(lookup: TransferLookup): Promise<Transfer | null> {
    const rows: { id: string; amount_cents: string; destination: string }[] = await this.dataSource.query(
      `SELECT id, amount_cents, destination FROM simulated_transfer
        WHERE transfer_group = $1 AND payout_id = $2 ORDER BY created_at LIMIT 1`,
      [lookup.transferGroup, lookup.payoutId],
    );
    if (rows.length === 0) return null;
    const found = { id: rows[0].id, amountCents: Number(rows[0].amount_cents), destination: rows[0].destination };
    assertSameTransfer(lookup, found);
    return { transferId: found.id };
  }
}
