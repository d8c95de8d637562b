import { IsIn, IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** Ten million euros: far above any project, far below where cents stop being exact. */
const MAX_CONTRACT_EUROS = 10_000_000;
import { Messages } from '../../../domain/messages';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payment';

/** POST /payments/projects/:id/deposit. An `amount` sent along is checked and ignored: the server computes it. */
export class StartDepositRequest {
  @IsIn(PAYMENT_METHODS, { message: Messages.methodInvalid })
  method!: PaymentMethod;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.amountInvalid })
  @Min(0, { message: Messages.amountInvalid })
  amount?: number;
}

/** POST /payments/projects/:id/final: iDEAL (checkout address) unless the card dialog asks. */
export class StartFinalPaymentRequest {
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: Messages.methodInvalid })
  method?: PaymentMethod;
}

/** POST /payments/projects/:id/propose-amount: the new contract amount in euros (two decimals at most). */
export class ProposeAmountRequest {
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: Messages.contractAmountInvalid })
  @Min(0.01, { message: Messages.contractAmountInvalid })
  @Max(MAX_CONTRACT_EUROS, { message: Messages.contractAmountInvalid })
  amount!: number;
}

/** POST /payments/projects/:id/confirm-amount: the proposed amount the confirming party saw, in euros. */
export class ConfirmAmountRequest {
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: Messages.seenAmountRequired })
  @Min(0.01, { message: Messages.seenAmountRequired })
  @Max(MAX_CONTRACT_EUROS, { message: Messages.seenAmountRequired })
  amount!: number;
}

/** POST /payments/simulate-payment/:projectId/(deposit|final): the simulator page's choice. */
export class SimulatePaymentRequest {
  @IsIn(['paid', 'cancelled'], { message: Messages.outcomeInvalid })
  outcome!: 'paid' | 'cancelled';

  @IsOptional()
  @IsUUID('all', { message: Messages.paymentIdInvalid })
  paymentId?: string;
}
