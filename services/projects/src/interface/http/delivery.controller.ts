import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { AppError, type AuthUser, CurrentUser, Public } from '@clipwerk/kit';
import { MoveProjectService, type ProjectMove } from '../../application/move-project/move-project.service';
import { ReviewDeliverableService } from '../../application/review-deliverable/review-deliverable.service';
import { parseTimedComments } from '../../domain/deliverables';
import { Messages } from '../../domain/messages';
import { RequestRevisionRequest, ReviewDeliverableRequest } from './dto/delivery.request.dto';

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
    return this.move(caller, id, 'requestRevision', Messages.revisionRequested, body.feedback);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentUser() caller: AuthUser | undefined, @Param('id') id: string) {
    return this.move(caller, id, 'approve', Messages.projectApproved);
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
    });
    const message = body.reviewType === 'approve' ? Messages.deliverableApproved : Messages.revisionRequested;
    return { success: true, message, project: { id, status } };
  }

  private async move(caller: AuthUser | undefined, id: string, move: ProjectMove, message: string, feedback?: string) {
    const status = await this.moves.execute(caller?.id, id, move, feedback);
    return { success: true, message, project: { id, status } };
  }
}
