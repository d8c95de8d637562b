import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, IsOptional, IsString, IsUUID, Length, ValidateIf } from 'class-validator';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '../../../domain/dispute';
import { Messages } from '../../../domain/messages';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /disputes: which project, and why (10-2000 characters after trimming). */
export class OpenDisputeRequest {
  @IsUUID('all', { message: Messages.projectNotFound })
  projectId!: string;

  @Transform(trimmed)
  @IsString({ message: Messages.disputeReasonInvalid })
  @Length(10, 2000, { message: Messages.disputeReasonInvalid })
  reason!: string;
}

/** POST /disputes/:id/statements: a party's side, with the ids of files it points to. */
export class AddStatementRequest {
  @Transform(trimmed)
  @IsString({ message: Messages.disputeStatementInvalid })
  @Length(2, 4000, { message: Messages.disputeStatementInvalid })
  text!: string;

  @IsOptional()
  @IsArray({ message: Messages.disputeFileIdsInvalid })
  @ArrayMaxSize(10, { message: Messages.disputeFileIdsInvalid })
  @IsUUID('all', { each: true, message: Messages.disputeFileIdsInvalid })
  fileIds?: string[];
}

/** POST /disputes/:id/appeal: why the first decision should be looked at again. */
export class AppealDisputeRequest {
  @Transform(trimmed)
  @IsString({ message: Messages.disputeReasonInvalid })
  @Length(10, 2000, { message: Messages.disputeReasonInvalid })
  reason!: string;
}

/** POST /support/disputes/:id/decision: support's decision, its note to both parties, the creator's part of a split. */
export class DecideDisputeRequest {
  @IsIn(DISPUTE_OUTCOMES, { message: Messages.disputeOutcomeInvalid })
  outcome!: DisputeOutcome;

  @ValidateIf((body: DecideDisputeRequest) => body.outcome === 'split')
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: Messages.disputeCreatorAmountInvalid })
  creatorAmount?: number;

  @Transform(trimmed)
  @IsString({ message: Messages.disputeNoteInvalid })
  @Length(10, 2000, { message: Messages.disputeNoteInvalid })
  note!: string;
}
