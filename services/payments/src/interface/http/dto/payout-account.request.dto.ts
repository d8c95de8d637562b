import { IsString, MaxLength } from 'class-validator';
import { Messages } from '../../../domain/messages';

/** POST /users/me/stripe/simulate-onboarding: the simulated provider's onboarding form. */
export class SimulateOnboardingRequest {
  @IsString({ message: Messages.payoutAccountNotFound })
  @MaxLength(100, { message: Messages.payoutAccountNotFound })
  account!: string;

  @IsString({ message: Messages.ibanInvalid })
  @MaxLength(64, { message: Messages.ibanInvalid })
  iban!: string;

  @IsString({ message: Messages.accountHolderInvalid })
  @MaxLength(200, { message: Messages.accountHolderInvalid })
  accountHolderName!: string;
}
