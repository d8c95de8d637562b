import { Inject, Injectable } from '@nestjs/common';
import { AppError, FILE_STORAGE, type FileStorage } from '@clipwerk/kit';
import type { Readable } from 'node:stream';
import { type ByteRange, parseByteRange } from '../../domain/deliverables';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { DeliverableFileEntity } from '../../infrastructure/persistence/deliverable.entities';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { isParty } from '../shared/delivery-flow';
import { projectNotFound } from '../shared/project-errors';

export interface OpenedFile {
  file: DeliverableFileEntity;
  stream: Readable;
  /** The bytes sent when the caller asked for a range (206); absent for the whole file. */
  range?: { start: number; end: number };
}

/**
 * GET /upload/preview and /upload/download: a deliverable's file for the two parties. Previews are always
 * allowed and may ask for a byte range (video seeking); downloads wait for the final payment.
 */
@Injectable()
export class OpenDeliverableFileService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly deliverables: DeliverableRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async preview(userId: string | undefined, projectId: string, fileId: string, rangeHeader?: string): Promise<OpenedFile> {
    const file = await this.find(userId, projectId, fileId);
    const range: ByteRange = parseByteRange(rangeHeader, file.size);
    if (range === 'unsatisfiable') {
      throw new AppError(ErrorCodes.rangeNotSatisfiable, Messages.rangeNotSatisfiable, 416);
    }
    if (range) return { file, range, stream: await this.read(file, range) };
    return { file, stream: await this.read(file) };
  }

  async download(userId: string | undefined, projectId: string, fileId: string): Promise<OpenedFile> {
    const project = await this.projects.findById(projectId);
    if (!project || !isParty(project, userId)) throw projectNotFound();
    if (!project.finalPaymentCompleted) throw new AppError(ErrorCodes.downloadLocked, Messages.downloadLocked, 403);
    const file = await this.deliverables.findFile(project.id, fileId);
    if (!file) throw AppError.notFound(ErrorCodes.fileNotFound, Messages.fileNotFound);
    return { file, stream: await this.read(file) };
  }

  private async find(userId: string | undefined, projectId: string, fileId: string): Promise<DeliverableFileEntity> {
    const found = await this.deliverables.findFileWithParties(projectId, fileId);
    if (!found || !isParty(found.project, userId)) throw projectNotFound();
    if (!found.file) throw AppError.notFound(ErrorCodes.fileNotFound, Messages.fileNotFound);
    return found.file;
  }

  private read(file: DeliverableFileEntity, range?: { start: number; end: number }): Promise<Readable> {
    const opened = range ? this.storage.getRange(file.storageKey, range.start, range.end) : this.storage.get(file.storageKey);
    return opened.catch(() => {
      throw AppError.notFound(ErrorCodes.fileNotFound, Messages.fileNotFound);
    });
  }
}
