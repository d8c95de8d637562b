import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  AppError,
  type AuthUser,
  contentDisposition,
  CurrentUser,
  FILE_STORAGE,
  type FileStorage,
  Public,
  receiveStreamedUpload,
} from '@clipwerk/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AttachDeliverableFile } from '../../application/attach-deliverable-file/attach-deliverable-file.service';
import { ListDeliverablesService } from '../../application/list-deliverables/list-deliverables.service';
import {
  type OpenedFile,
  OpenDeliverableFileService,
} from '../../application/open-deliverable-file/open-deliverable-file.service';
import { SetDeliverablePoster } from '../../application/set-deliverable-poster/set-deliverable-poster.service';
import { DELIVERABLE_UPLOAD, posterUrl } from '../../domain/deliverables';
import type { DeliverablesAnswer } from './api.contract';
import { Messages } from '../../domain/messages';
import { presentDeliverable, presentDeliverableFile } from './deliverable.presenter';

/**
 * Deliverable files: multipart upload (streamed into storage, type from the bytes), the list, previews with
 * byte ranges, downloads and poster frames. Public on purpose: to a visitor, as to any other outsider, the project does not
 * exist (404); the use cases decide who is a party.
 */
@Public()
@Controller('upload')
export class DeliverablesController {
  constructor(
    private readonly attach: AttachDeliverableFile,
    private readonly list: ListDeliverablesService,
    private readonly files: OpenDeliverableFileService,
    private readonly posters: SetDeliverablePoster,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Fields may come before or after the file part; the file is stored first and attached once all have arrived. */
  @Post('deliverable/:projectId')
  async upload(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('projectId') projectId: string,
    @Req() request: FastifyRequest,
  ) {
    await this.attach.assertMayUpload(projectId, caller?.id);
    const { stored, originalName, fields } = await receiveStreamedUpload(request, this.storage, 'projects/deliverables', {
      field: DELIVERABLE_UPLOAD.field,
      limits: {
        video: { maxBytes: DELIVERABLE_UPLOAD.maxBytes.video, tooLargeMessage: DELIVERABLE_UPLOAD.tooLargeMessage.video },
        image: { maxBytes: DELIVERABLE_UPLOAD.maxBytes.image, tooLargeMessage: DELIVERABLE_UPLOAD.tooLargeMessage.image },
      },
      unsupportedMessage: Messages.unsupportedFile,
    });
    if (!stored) throw AppError.badRequest('UPLOAD.MISSING_FILE', Messages.noFileReceived);
    const { deliverable, file, project } = await this.attach.execute({
      projectId,
      userId: caller?.id as string,
      storageKey: stored.storageKey,
      originalName,
      mimeType: stored.mimeType,
      size: stored.size,
      title: fields.title,
      description: fields.description,
      type: fields.type,
      deliverableId: fields.deliverableId || undefined,
    });
    return {
      success: true,
      message: Messages.uploaded,
      project: { id: project.id, status: project.status },
      deliverable: { ...presentDeliverable({ ...deliverable, files: [], reviews: [] }), files: undefined, reviews: undefined },
      file: presentDeliverableFile(file),
    };
  }

  @Get('deliverables/:projectId')
  async deliverables(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('projectId') projectId: string,
  ): Promise<DeliverablesAnswer> {
    const deliverables = await this.list.execute(caller, projectId);
    return { success: true, deliverables: deliverables.map(presentDeliverable) };
  }

  /** A short-lived address a video element can stream from, since it cannot send the session's token. */
  @Post('preview/:projectId/:fileId/link')
  @HttpCode(200)
  async previewLink(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('projectId') projectId: string,
    @Param('fileId') fileId: string,
  ) {
    return { success: true, ...(await this.files.previewLink(caller, projectId, fileId)) };
  }

  /** Inline, with byte ranges so a video player can seek; with the session's token or a preview link. */
  @Get('preview/:projectId/:fileId')
  async preview(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('projectId') projectId: string,
    @Param('fileId') fileId: string,
    @Query('access') access: string | string[] | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    // A preview link carries one access token; the same parameter given twice is no link at all.
    const reader = this.files.previewer(caller, fileId, typeof access === 'string' ? access : undefined);
    const opened = await this.files.preview(reader, projectId, fileId, request.headers.range);
    return send(reply, opened, 'inline');
  }

  /** An attachment under the original name, once the final payment is in. */
  @Get('download/:projectId/:fileId')
  async download(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('projectId') projectId: string,
    @Param('fileId') fileId: string,
    @Res() reply: FastifyReply,
  ) {
    return send(reply, await this.files.download(caller?.id, projectId, fileId), 'attachment');
  }

  /** The body is the image itself (`Content-Type: image/jpeg`, `image/png` or `application/octet-stream`). */
  @Put('poster/:projectId/:fileId')
  async putPoster(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('projectId') projectId: string,
    @Param('fileId') fileId: string,
    @Body() body: unknown,
  ) {
    const file = await this.posters.execute(caller?.id, projectId, fileId, body);
    return { success: true, message: Messages.posterSaved, posterUrl: posterUrl(file.projectId, file.id) };
  }

  @Get('poster/:projectId/:fileId')
  async poster(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('projectId') projectId: string,
    @Param('fileId') fileId: string,
    @Res() reply: FastifyReply,
  ) {
    const { stream, mimeType } = await this.files.poster(caller, projectId, fileId);
    return reply
      .headers({
        'content-type': mimeType,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      })
      .send(stream);
  }
}

/** The detected type only, and nosniff so a browser never guesses another; private: only the parties may see it. */
function send(reply: FastifyReply, { file, stream, range }: OpenedFile, disposition: 'inline' | 'attachment') {
  void reply.headers({
    'content-type': file.mimeType,
    'content-disposition': contentDisposition(disposition, file.originalName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
    'accept-ranges': 'bytes',
  });
  if (!range) return reply.header('content-length', String(file.size)).send(stream);
  return reply
    .status(206)
    .headers({
      'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
      'content-length': String(range.end - range.start + 1),
    })
    .send(stream);
}
