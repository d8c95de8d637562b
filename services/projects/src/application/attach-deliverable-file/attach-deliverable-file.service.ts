import { Inject, Injectable } from '@nestjs/common';
import { AppError, FILE_STORAGE, type FileStorage, type Transaction, UnitOfWork, uploadKindOf } from '@clipwerk/kit';
import { DELIVERABLE_UPLOAD } from '../../domain/deliverables';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { DeliverableEntity, DeliverableFileEntity } from '../../infrastructure/persistence/deliverable.entities';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { DeliveryFlow } from '../shared/delivery-flow';
import { deliveryEvents } from '../shared/project-events';

/** A file already in FILE_STORAGE (multipart upload here, or a finished resumable upload) and what it is for. */
export interface AttachDeliverableFileCommand {
  projectId: string;
  userId: string;
  storageKey: string;
  originalName: string;
  /** Detected from the bytes, never the browser's claim. */
  mimeType: string;
  size: number;
  title?: string;
  description?: string;
  type?: string;
  /** Adds a new version to this deliverable instead of a new deliverable. */
  deliverableId?: string;
  /** Came through a resumable upload, whose limits are larger. */
  resumable?: boolean;
}

export interface AttachedFile {
  project: ProjectEntity;
  deliverable: DeliverableEntity;
  file: DeliverableFileEntity;
}

/**
 * Makes a stored file a deliverable (or a new version of one): selected creator only, while the work is open
 * (creator_selected, in_progress, revision_requested); the first upload starts the work and one after a
 * revision request resumes it. Whatever is refused, the stored file is removed, so nothing is left unowned.
 */
@Injectable()
export class AttachDeliverableFile {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly flow: DeliveryFlow,
    private readonly deliverables: DeliverableRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** The checks of `execute` without writing, so a refused upload is refused before its bytes are received. */
  async assertMayUpload(projectId: string, userId: string | undefined): Promise<void> {
    await this.uow.run(async (tx) => this.check(tx, projectId, userId));
  }

  async execute(command: AttachDeliverableFileCommand): Promise<AttachedFile> {
    try {
      // A finished resumable upload comes here without the multipart route's checks: the same rules apply.
      const kind = uploadKindOf(command.mimeType);
      if (!kind) throw AppError.unsupportedMediaType(Messages.unsupportedFile);
      const [maxBytes, tooLarge] = command.resumable
        ? [DELIVERABLE_UPLOAD.resumableMaxBytes, DELIVERABLE_UPLOAD.resumableTooLargeMessage]
        : [DELIVERABLE_UPLOAD.maxBytes, DELIVERABLE_UPLOAD.tooLargeMessage];
      if (command.size > maxBytes[kind]) throw AppError.tooLarge(tooLarge[kind]);
      return await this.uow.run(async (tx) => {
        const project = await this.check(tx, command.projectId, command.userId);
        const deliverable = await this.deliverableFor(tx, project, command);
        const path = await this.flow.plan(tx, project, 'upload');
        const file = await this.deliverables.addFile(
          {
            deliverableId: deliverable.id,
            projectId: project.id,
            storageKey: command.storageKey,
            originalName: command.originalName.slice(0, 255),
            mimeType: command.mimeType,
            size: command.size,
            kind,
          },
          tx.manager,
        );
        deliverable.status = 'uploaded';
        deliverable.uploadedAt = file.createdAt;
        await this.deliverables.setStatus(deliverable.id, 'uploaded', tx.manager, file.createdAt);
        await this.flow.walk(tx, project, path);
        await deliveryEvents.deliverableUploaded(tx, project, deliverable, file);
        return { project, deliverable, file };
      });
    } catch (error) {
      await this.storage.remove(command.storageKey).catch(() => undefined);
      throw error;
    }
  }

  private async check(tx: Transaction, projectId: string, userId: string | undefined): Promise<ProjectEntity> {
    const project = await this.flow.lockForParty(tx, projectId, userId);
    this.flow.requireMover(project, userId as string, 'upload');
    await this.flow.plan(tx, project, 'upload');
    return project;
  }

  private async deliverableFor(tx: Transaction, project: ProjectEntity, command: AttachDeliverableFileCommand) {
    if (command.deliverableId) {
      const existing = await this.deliverables.findInProject(project.id, command.deliverableId, tx.manager);
      if (!existing) throw AppError.notFound(ErrorCodes.deliverableNotFound, Messages.deliverableNotFound);
      return existing;
    }
    const title = command.title?.trim() || command.originalName.trim() || Messages.untitledDeliverable;
    return this.deliverables.create(
      {
        projectId: project.id,
        title: title.slice(0, DELIVERABLE_UPLOAD.titleMaxLength),
        description: (command.description ?? '').trim().slice(0, DELIVERABLE_UPLOAD.descriptionMaxLength),
        type: command.type?.trim() || DELIVERABLE_UPLOAD.defaultType,
        status: 'pending',
      },
      tx.manager,
    );
  }
}
