import { Controller, Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser, Public, type ReceivedUpload, contentDisposition, receiveUpload } from '@clipwerk/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadMediaService } from '../../application/upload-media/upload-media.service';
import { mediaUrl } from '../../domain/profile/media-paths';
import { UPLOAD_RULES, type UploadPurpose } from '../../domain/uploads';
import type { MediaEntity } from '../../infrastructure/persistence/media.entity';
import { UserPresenter } from './user.presenter';
import type { DoneAnswer, ProfilePictureAnswer, UploadAnswer, UploadedFileBody } from './api.contract';

/** Multipart uploads (the kit checks size and type from the bytes) and the public file route. */
@Controller()
export class UploadsController {
  constructor(
    private readonly media: UploadMediaService,
    private readonly present: UserPresenter,
  ) {}

  @Post('upload/profile-picture')
  async profilePicture(@CurrentUser() caller: AuthUser, @Req() request: FastifyRequest): Promise<ProfilePictureAnswer> {
    const { media, user } = await this.media.upload(caller.id, 'profile-picture', await receive(request, 'profile-picture'));
    return { success: true, data: { file: file(media) }, user: this.present.user(user) };
  }

  @Post('upload/video')
  async video(@CurrentUser() caller: AuthUser, @Req() request: FastifyRequest): Promise<UploadAnswer> {
    const { media } = await this.media.upload(caller.id, 'video', await receive(request, 'video'));
    return { success: true, data: { file: file(media) } };
  }

  @Post('upload/image')
  async image(@CurrentUser() caller: AuthUser, @Req() request: FastifyRequest): Promise<UploadAnswer> {
    const { media } = await this.media.upload(caller.id, 'image', await receive(request, 'image'));
    return { success: true, data: { file: file(media) } };
  }

  /** A `?resourceType=image|video` is accepted and ignored: the media row knows its type. */
  @Delete('upload/:id')
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<DoneAnswer> {
    await this.media.remove(caller.id, id);
    return { success: true };
  }

  /**
   * Public: profile photos and portfolio files appear on public profiles. The type is the one detected at upload,
   * and nosniff stops a browser from guessing another; keys are immutable, so the file may be cached for good.
   */
  @Public()
  @Get('media/:id')
  async serve(@Param('id') id: string, @Res() reply: FastifyReply) {
    const { media, stream } = await this.media.open(id);
    return reply
      .headers({
        'content-type': media.mimeType,
        'content-length': String(media.size),
        'content-disposition': contentDisposition('inline', media.originalName),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .send(stream);
  }
}

function receive(request: FastifyRequest, purpose: UploadPurpose): Promise<ReceivedUpload> {
  const rule = UPLOAD_RULES[purpose];
  return receiveUpload(request, { ...rule, kinds: [...rule.kinds] });
}

function file(media: MediaEntity): UploadedFileBody {
  return { id: media.id, url: mediaUrl(media.id), mimeType: media.mimeType, size: media.size, kind: media.kind };
}
