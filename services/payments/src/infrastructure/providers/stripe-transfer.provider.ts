import type Stripe from 'stripe';
import type { Transfer, TransferProvider, TransferRequest } from '../../application/ports/transfer-provider';
import { PAYMENT_CURRENCY } from '../../domain/money';

/**
 * Separate charges and transfers: the company's payments land on the platform's balance; after the hold the
 * creator's share is transferred to her Express account. The idempotency key makes a repeated attempt of one payout
 * answer the same transfer (Stripe keeps keys for at least 24 hours).
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
}
