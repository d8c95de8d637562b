import {
  PLATFORM_CONFIG,
  type PlatformConfig,
  type ResumableUploads,
  TokenVerifier,
  type UploadMetadata,
  mountResumableUploads,
} from '@clipwerk/kit';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AttachDeliverableFile } from '../../application/attach-deliverable-file/attach-deliverable-file.service';
import { DELIVERABLE_UPLOAD } from '../../domain/deliverables';

/**
 * The last chunk's answer names the file version it became, so the client can send that version's poster frame
 * at once without looking it up.
 */
export const FINISHED_UPLOAD_HEADERS = { fileId: 'Clipwerk-File-Id', deliverableId: 'Clipwerk-Deliverable-Id' } as const;

/** What the client says about a resumable upload when it creates it (tus `Upload-Metadata`). */
const text = (metadata: UploadMetadata, name: string) => metadata[name] ?? undefined;

/**
 * Large deliverables (video up to 2 GB) through resumable uploads at `/api/uploads/`: the client names the project
 * (and optionally the deliverable it adds a version to) in the upload's metadata. The same rules as the form: only
 * the selected creator, only while the work is open, and anyone else gets the 404 of an unknown upload.
 */
@Injectable()
export class ResumableDeliverableUploads implements OnModuleInit, OnModuleDestroy {
  private uploads?: ResumableUploads;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: TokenVerifier,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly attach: AttachDeliverableFile,
  ) {}

  async onModuleInit(): Promise<void> {
    this.uploads = await mountResumableUploads(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), {
      config: this.config,
      verifier: this.verifier,
      maxBytes: DELIVERABLE_UPLOAD.resumableMaxBytes.video,
      authorize: async (user, metadata) => {
        const projectId = text(metadata, 'projectId');
        if (!projectId) return false;
        return this.attach.assertMayUpload(projectId, user.id).then(
          () => true,
          () => false,
        );
      },
      onUploadFinished: async (upload) => {
        const { file, deliverable } = await this.attach.execute({
          projectId: text(upload.metadata, 'projectId') ?? '',
          userId: upload.user.id,
          storageKey: upload.storageKey,
          originalName: upload.originalName,
          mimeType: upload.mimeType,
          size: upload.size,
          title: text(upload.metadata, 'title') ?? upload.originalName,
          description: text(upload.metadata, 'description'),
          deliverableId: text(upload.metadata, 'deliverableId'),
          resumable: true,
        });
        return {
          headers: { [FINISHED_UPLOAD_HEADERS.fileId]: file.id, [FINISHED_UPLOAD_HEADERS.deliverableId]: deliverable.id },
        };
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.uploads?.close();
  }
}
