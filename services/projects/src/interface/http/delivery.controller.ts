import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { AppError, type AuthUser, CurrentUser, Public } from '@clipwerk/kit';
import { MoveProjectService, type ProjectMove } from '../../application/move-project/move-project.service';
import { ReviewDeliverableService } from '../../application/review-deliverable/review-deliverable.service';
import { parseTimedComments } from '../../domain/deliverables';
import { Messages } from '../../domain/messages';
import { type ApproveRequest, RequestRevisionRequest, ReviewDeliverableRequest } from './dto/delivery.request.dto';

/**
 * The flow after hiring, one call per move. Public on purpose: to a visitor, as to any other outsider, the
 * project does not exist (404); the use cases decide who is a party.
 */
@Public()
@Controller('projects')
export class DeliveryController {
  constructor(
    private readonly moves: MoveProjectService,
    private readonly reviews: ReviewDeliverableService,
  ) {}

  @Post(':id/start')
  @HttpCode(200)
  start(@CurrentUser() caller: AuthUser | undefined, @Param('id') id: string) {
    return this.move(caller, id, 'start', Messages.started);
  }

  @Post(':id/submit')
  @HttpCode(200)
  submit(@CurrentUser() caller: AuthUser | undefined, @Param('id') id: string) {
    return this.move(caller, id, 'submit', Messages.submitted);
  }

  @Post(':id/start-review')
  @HttpCode(200)
  startReview(@CurrentUser() caller: AuthUser | undefined, @Param('id') id: string) {
    return this.move(caller, id, 'startReview', Messages.reviewStarted);
  }

  @Post(':id/request-revision')
  @HttpCode(200)
  async requestRevision(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('id') id: string,
    @Body() body: RequestRevisionRequest,
  ) {
    return this.move(caller, id, 'requestRevision', Messages.revisionRequested, { feedback: body.feedback });
  }

  /** `{ fileIds }`: the newest version of every deliverable, as the company saw them. */
  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentUser() caller: AuthUser | undefined, @Param('id') id: string, @Body() body: ApproveRequest | undefined) {
    return this.move(caller, id, 'approve', Messages.projectApproved, { seenFileIds: body?.fileIds });
  }

  @Post(':id/review-deliverable')
  @HttpCode(200)
  async reviewDeliverable(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('id') id: string,
    @Body() body: ReviewDeliverableRequest,
  ) {
    const comments = parseTimedComments(body.comments);
    if (!comments) throw AppError.validation([{ field: 'comments', message: Messages.commentsInvalid }]);
    const { status } = await this.reviews.execute(caller?.id, id, {
      deliverableId: body.deliverableId,
      reviewType: body.reviewType,
      feedback: body.feedback,
      comments,
      fileId: body.fileId,
    });
    const message = body.reviewType === 'approve' ? Messages.deliverableApproved : Messages.revisionRequested;
    return { success: true, message, project: { id, status } };
  }

  private async move(
    caller: AuthUser | undefined,
    id: string,
    move: ProjectMove,
    message: string,
    options: { feedback?: string; seenFileIds?: unknown } = {},
  ) {
    const status = await this.moves.execute(caller?.id, id, move, options);
    return { success: true, message, project: { id, status } };
  }
}
