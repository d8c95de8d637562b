import { Inject, Injectable } from '@nestjs/common';
import { AppError, FILE_STORAGE, type FileStorage, UnitOfWork, newStorageKey, sniffUpload } from '@clipwerk/kit';
import { DELIVERABLE_POSTER } from '../../domain/deliverables';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { DeliverableFileEntity } from '../../infrastructure/persistence/deliverable.entities';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { DeliveryFlow } from '../shared/delivery-flow';

/**
 * PUT /upload/poster/{projectId}/{fileId}: the poster frame the uploader's browser drew from a video it just sent.
 * Only the selected creator (the owner gets 403, anyone else the 404 of no project), in any status: the poster
 * follows the upload and may arrive after a submit. The bytes must be a JPEG or PNG of at most 1 MB; a new poster
 * replaces the earlier one.
 */
@Injectable()
export class SetDeliverablePoster {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly flow: DeliveryFlow,
    private readonly deliverables: DeliverableRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute(userId: string | undefined, projectId: string, fileId: string, body: unknown): Promise<DeliverableFileEntity> {
    // Who may comes first, so an outsider learns nothing about the body's rules.
    await this.uow.run(async (tx) => {
      const project = await this.flow.lockForParty(tx, projectId, userId);
      this.flow.requireMover(project, userId as string, 'upload');
    });
    const bytes = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : Buffer.alloc(0);
    if (bytes.length > DELIVERABLE_POSTER.maxBytes) throw AppError.tooLarge(Messages.posterTooLarge);
    const sniffed = await sniffUpload(bytes, ['image']);
    const extension = sniffed && DELIVERABLE_POSTER.mimeTypes[sniffed.mimeType];
    if (!sniffed || !extension) throw AppError.unsupportedMediaType(Messages.posterUnsupported);

    const key = newStorageKey(DELIVERABLE_POSTER.storageArea, extension);
    await this.storage.put(key, bytes, sniffed.mimeType);
    let replaced: string | null = null;
    try {
      const file = await this.uow.run(async (tx) => {
        const project = await this.flow.lockForParty(tx, projectId, userId);
        const found = await this.deliverables.findFileForUpdate(project.id, fileId, tx.manager);
        if (!found) throw AppError.notFound(ErrorCodes.fileNotFound, Messages.fileNotFound);
        replaced = found.posterKey;
        await this.deliverables.setPosterKey(found.id, key, tx.manager);
        return { ...found, posterKey: key };
      });
      if (replaced) await this.storage.remove(replaced).catch(() => undefined);
      return file;
    } catch (error) {
      await this.storage.remove(key).catch(() => undefined);
      throw error;
    }
  }
}
