import { IsIn, IsNumber, IsOptional, IsUUID, Min } from 'class-validator';
import { Messages } from '../../../domain/messages';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payment';

/** POST /payments/projects/:id/deposit. `amount` is accepted for the old client and ignored: the server computes it. */
export class StartDepositRequest {
  @IsIn(PAYMENT_METHODS, { message: Messages.methodInvalid })
  method!: PaymentMethod;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.amountInvalid })
  @Min(0, { message: Messages.amountInvalid })
  amount?: number;
}

/** POST /payments/simulate-payment/:projectId/deposit: the simulator page's choice. */
export class SimulatePaymentRequest {
  @IsIn(['paid', 'cancelled'], { message: Messages.outcomeInvalid })
  outcome!: 'paid' | 'cancelled';

  @IsOptional()
  @IsUUID('all', { message: Messages.paymentIdInvalid })
  paymentId?: string;
}
