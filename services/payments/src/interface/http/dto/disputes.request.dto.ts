import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { Messages } from '../../../domain/messages';

/** POST /payments/projects/:id/dispute: why the company disputes the delivery. */
export class OpenDisputeRequest {
  @IsString({ message: Messages.disputeReasonInvalid })
  @Length(10, 2000, { message: Messages.disputeReasonInvalid })
  reason!: string;
}

/** POST /payments/operator/disputes/:projectId/resolve: the operator's decision and a note for the parties. */
export class ResolveDisputeRequest {
  @IsIn(['release', 'refund'], { message: Messages.disputeResolutionInvalid })
  resolution!: 'release' | 'refund';

  @IsOptional()
  @IsString()
  @Length(0, 2000)
  note?: string;
}
