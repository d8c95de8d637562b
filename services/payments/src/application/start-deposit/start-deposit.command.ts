import type { PaymentMethod } from '../../domain/payment';

/** A validated deposit request (interface/http/dto). The amount is never taken from the client. */
export interface StartDepositCommand {
  callerId: string;
  projectId: string;
  method: PaymentMethod;
  idempotencyKey?: string;
}

export interface StartedDeposit {
  checkoutUrl: string;
  paymentId: string;
}
