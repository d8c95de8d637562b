import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Transfer, TransferProvider, TransferRequest } from '../../application/ports/transfer-provider';

/**
 * The embedded default: no bank is involved, but it keeps its word the way Stripe does. Each transfer is stored
 * under its idempotency key in its own committed statement, outside the caller's transaction (a provider is
 * another system: a crash of ours after the call does not undo it); a repeated key answers the transfer made the
 * first time and counts the request, and the same key with another amount is refused, as Stripe refuses it.
 */
export class SimulatedTransferProvider implements TransferProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly dataSource: DataSource) {}

  async transfer(request: TransferRequest): Promise<Transfer> {
    const rows: { id: string; amount_cents: string; destination: string }[] = await this.dataSource.query(
      `INSERT INTO simulated_transfer (idempotency_key, id, amount_cents, destination, transfer_group)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (idempotency_key) DO UPDATE SET requests = simulated_transfer.requests + 1
       RETURNING id, amount_cents, destination`,
      [
        request.idempotencyKey,
        `sim_tr_${randomUUID().replace(/-/g, '')}`,
        request.amountCents,
        request.destinationAccountId,
        request.transferGroup,
      ],
    );
    const made = rows[0];
    if (Number(made.amount_cents) !== request.amountCents || made.destination !== request.destinationAccountId) {
      throw new Error(`idempotency key ${request.idempotencyKey} was used for another transfer`);
    }
    return { transferId: made.id };
  }
}
