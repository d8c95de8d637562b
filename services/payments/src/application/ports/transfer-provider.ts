import type { ProviderName } from '../../domain/payment';

export interface TransferRequest {
  payoutId: string;
  projectId: string;
  amountCents: number;
  /** The creator's connected account at the provider. */
  destinationAccountId: string;
  /** One per project: the project's charges carry it too (separate charges and transfers). */
  transferGroup: string;
  /** The same for every attempt of one payout, so a repeated call answers the transfer made the first time. */
  idempotencyKey: string;
}

export interface Transfer {
  transferId: string;
}

/** What names a payout's transfer at the provider once its idempotency key may be gone. */
export interface TransferLookup {
  payoutId: string;
  transferGroup: string;
  amountCents: number;
  destinationAccountId: string;
}

/**
 * Moves the creator's released share from the platform's balance to her connected account. Two adapters, chosen
 * with the payment provider: Stripe Connect transfers and the simulated provider (its transfers kept by key).
 */
export interface TransferProvider {
  readonly name: ProviderName;
  transfer(request: TransferRequest): Promise<Transfer>;
  /**
   * The transfer already made for this payout (found in the project's transfer group by the payout id it carries),
   * or null. Throws when one exists for another amount or account: that needs a person, not a second transfer.
   */
  findTransfer(lookup: TransferLookup): Promise<Transfer | null>;
}

/** A transfer found for a payout must be the one we asked for. */
export function assertSameTransfer(
  lookup: TransferLookup,
  found: { amountCents: number; destination: string; id: string },
): void {
  if (found.amountCents !== lookup.amountCents || found.destination !== lookup.destinationAccountId)
    throw new Error(`payout ${lookup.payoutId}: transfer ${found.id} at the provider is for another amount or account`);
}

export const TRANSFER_PROVIDER = Symbol('TRANSFER_PROVIDER');
