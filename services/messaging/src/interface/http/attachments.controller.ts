import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser, contentDisposition, receiveUpload } from '@clipwerk/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AttachmentsService } from '../../application/attachments/attachments.service';
import { ATTACHMENT_RULE, isInlineImage } from '../../domain/attachments';
import { presentAttachment } from './conversation.presenter';

/** Files of a conversation: uploaded before the message that names them, opened by its two parties. */
@Controller('conversations/:id/attachments')
export class AttachmentsController {
  constructor(private readonly attachments: AttachmentsService) {}

  /** Multipart, field `file`: a photo or video up to 25 MB (type judged by the bytes). */
  @Post()
  async upload(@CurrentUser() caller: AuthUser, @Param('id') conversationId: string, @Req() request: FastifyRequest) {
    await this.attachments.assertParty(caller.id, conversationId);
    const file = await receiveUpload(request, ATTACHMENT_RULE);
    return { success: true, attachment: presentAttachment(await this.attachments.upload(caller.id, conversationId, file)) };
  }

  /** Pictures show inline; anything else downloads. Neither may run as a page of our origin. */
  @Get(':attachmentId')
  async open(
    @CurrentUser() caller: AuthUser,
    @Param('id') conversationId: string,
    @Param('attachmentId') attachmentId: string,
    @Res() reply: FastifyReply,
  ) {
    const { attachment, stream } = await this.attachments.open(caller.id, conversationId, attachmentId);
    return reply
      .headers({
        'content-type': attachment.mimeType,
        'content-length': String(attachment.size),
        'content-disposition': contentDisposition(
          isInlineImage(attachment.mimeType) ? 'inline' : 'attachment',
          attachment.originalName,
        ),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, max-age=3600',
      })
      .send(stream);
  }
}
