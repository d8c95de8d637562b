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

/**
 * Moves the creator's released share from the platform's balance to her connected account. Two adapters, chosen
 * with the payment provider: Stripe Connect transfers and the simulated provider (its transfers kept by key).
 */
export interface TransferProvider {
  readonly name: ProviderName;
  transfer(request: TransferRequest): Promise<Transfer>;
}

export const TRANSFER_PROVIDER = Symbol('TRANSFER_PROVIDER');
