import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Public } from '@clipwerk/kit';
import {
  DeliverableCommentsService,
  type PostCommentInput,
} from '../../application/comment-on-deliverable/deliverable-comments.service';
import type { DeliverableCommentAnswer, DeliverableCommentsAnswer } from './api.contract';
import { presentComment } from './deliverable.presenter';

/**
 * Comments of the two parties on a deliverable's versions. Public on purpose: to a visitor, as to any other
 * outsider, the project does not exist (404); the use case decides who is a party. The body is checked by the domain.
 */
@Public()
@Controller('projects/:id/deliverables/:deliverableId/comments')
export class DeliverableCommentsController {
  constructor(private readonly comments: DeliverableCommentsService) {}

  @Get()
  async list(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('id') id: string,
    @Param('deliverableId') deliverableId: string,
  ): Promise<DeliverableCommentsAnswer> {
    const comments = await this.comments.list(caller?.id, id, deliverableId);
    return { success: true, comments: comments.map(presentComment) };
  }

  @Post()
  async post(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('id') id: string,
    @Param('deliverableId') deliverableId: string,
    @Body() body: PostCommentInput | undefined,
  ): Promise<DeliverableCommentAnswer> {
    const { fileId, atMs, text, replyTo } = body ?? {};
    const comment = await this.comments.post(caller?.id, id, deliverableId, { fileId, atMs, text, replyTo });
    return { success: true, comment: presentComment(comment) };
  }

  @Post(':commentId/resolve')
  @HttpCode(200)
  async resolve(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('id') id: string,
    @Param('deliverableId') deliverableId: string,
    @Param('commentId') commentId: string,
  ): Promise<DeliverableCommentAnswer> {
    const comment = await this.comments.setResolved(caller?.id, id, deliverableId, commentId, true);
    return { success: true, comment: presentComment(comment) };
  }

  @Post(':commentId/reopen')
  @HttpCode(200)
  async reopen(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('id') id: string,
    @Param('deliverableId') deliverableId: string,
    @Param('commentId') commentId: string,
  ): Promise<DeliverableCommentAnswer> {
    const comment = await this.comments.setResolved(caller?.id, id, deliverableId, commentId, false);
    return { success: true, comment: presentComment(comment) };
  }
}
