import { IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { REVIEW_TYPES, type ReviewType } from '../../../domain/deliverables';
import { Messages } from '../../../domain/messages';
import { Trim } from './decorators';

const FEEDBACK_MAX = 5000;

/** POST /projects/{id}/request-revision: what should change. */
export class RequestRevisionRequest {
  @Trim()
  @IsString({ message: Messages.feedbackRequired })
  @IsNotEmpty({ message: Messages.feedbackRequired })
  @MaxLength(FEEDBACK_MAX, { message: Messages.textTooLong('Feedback', FEEDBACK_MAX) })
  feedback!: string;
}

/** POST /projects/{id}/review-deliverable; the comments' shape is checked by the domain. */
export class ReviewDeliverableRequest {
  @IsUUID('all', { message: Messages.deliverableNotFound })
  deliverableId!: string;

  @IsIn(REVIEW_TYPES, { message: Messages.reviewTypeInvalid })
  reviewType!: ReviewType;

  @IsOptional()
  @Trim()
  @IsString({ message: Messages.textInvalid })
  @MaxLength(FEEDBACK_MAX, { message: Messages.textTooLong('Feedback', FEEDBACK_MAX) })
  feedback?: string;

  @IsOptional()
  @IsArray({ message: Messages.commentsInvalid })
  comments?: unknown[];

  /** On approve: the version the company saw (checked by the use case, which knows the newest). */
  @IsOptional()
  @IsString({ message: Messages.seenVersionRequired })
  fileId?: string;
}

/** POST /projects/{id}/approve: the versions the company saw; the use case checks them against the newest. */
export interface ApproveRequest {
  fileIds?: unknown;
}
