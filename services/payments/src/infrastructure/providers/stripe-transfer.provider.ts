import type Stripe from 'stripe';
import {
  assertSameTransfer,
  type Transfer,
  type TransferLookup,
  type TransferProvider,
  type TransferRequest,
} from '../../application/ports/transfer-provider';
import { PAYMENT_CURRENCY } from '../../domain/money';

/**
 * Separate charges and transfers: the company's payments land on the platform's balance; after the hold the
 * creator's share is transferred to her Express account. The idempotency key makes a repeated attempt of one payout
 * answer the same transfer (Stripe keeps keys for at least 24 hours). Past that, the release first lists the
 * project's transfer group and adopts the transfer whose metadata names the payout.
 */
export class StripeTransferProvider implements TransferProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async transfer(request: TransferRequest): Promise<Transfer> {
    const transfer = await this.stripe.transfers.create(
      {
        amount: request.amountCents,
        currency: PAYMENT_CURRENCY,
        destination: request.destinationAccountId,
        transfer_group: request.transferGroup,
        metadata: { payout_id: request.payoutId, project_id: request.projectId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { transferId: transfer.id };
  }

  async findTransfer(lookup: TransferLookup): Promise<Transfer | null> {
    // One project's group holds a handful of transfers at most; auto-pagination reads them all.
    for await (const transfer of this.stripe.transfers.list({ transfer_group: lookup.transferGroup, limit: 100 })) {
      if (transfer.metadata?.payout_id !== lookup.payoutId) continue;
      const destination = typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? '');
      assertSameTransfer(lookup, { id: transfer.id, amountCents: transfer.amount, destination });
      return { transferId: transfer.id };
    }
    return null;
  }
}
