import { Inject, Injectable } from '@nestjs/common';
import { AppError, FILE_STORAGE, type FileStorage } from '@clipwerk/kit';
import type { Readable } from 'node:stream';
import { type ByteRange, parseByteRange } from '../../domain/deliverables';
import { ErrorCodes, Messages } from '../../domain/messages';
import { PREVIEW_LINK_LIFETIME_MS, signPreviewLink, verifyPreviewLink } from '../../domain/preview-link';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import type { DeliverableFileEntity } from '../../infrastructure/persistence/deliverable.entities';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import type { Viewer } from '../../domain/visibility';
import { canDownload, isParty } from '../../domain/access';
import { projectNotFound } from '../shared/project-errors';
import { ProjectReaders } from '../shared/project-readers';

export interface OpenedFile {
  file: DeliverableFileEntity;
  stream: Readable;
  /** The bytes sent when the caller asked for a range (206); absent for the whole file. */
  range?: { start: number; end: number };
}

export interface PreviewLink {
  /** Path under /api that streams the file (with byte ranges) without a bearer token. */
  url: string;
  expiresAt: Date;
}

export interface OpenedPoster {
  stream: Readable;
  mimeType: 'image/jpeg' | 'image/png';
}

/**
 * GET /upload/preview, /upload/download and /upload/poster: a deliverable's file for the two parties. Previews are always
 * allowed and may ask for a byte range (video seeking); downloads wait for the final payment; posters are always
 * allowed. Support sees previews and posters during a dispute (the evidence), never downloads.
 */
@Injectable()
export class OpenDeliverableFileService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly deliverables: DeliverableRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
    private readonly readers: ProjectReaders,
  ) {}

  /** A link a `<video>` element can stream from and seek in: for a reader only, the same 404 for anyone else. */
  async previewLink(reader: Viewer | undefined, projectId: string, fileId: string, now = new Date()): Promise<PreviewLink> {
    const file = await this.find(reader, projectId, fileId);
    const expiresAt = new Date(now.getTime() + PREVIEW_LINK_LIFETIME_MS);
    const access = signPreviewLink(this.config.previewLinkSecret, {
      fileId: file.id,
      userId: (reader as Viewer).id,
      expiresAt,
      support: reader?.role === 'support',
    });
    return { url: `/api/upload/preview/${projectId}/${file.id}?access=${encodeURIComponent(access)}`, expiresAt };
  }

  /**
   * Who a preview request is for: the bearer of a session, else the person a valid preview link names (as support
   * when it was made for support; a party's role does not matter here).
   */
  previewer(session: Viewer | undefined, fileId: string, access: string | undefined): Viewer | undefined {
    if (session) return session;
    if (!access) return undefined;
    const holder = verifyPreviewLink(this.config.previewLinkSecret, access, fileId, new Date());
    return holder ? { id: holder.userId, role: holder.support ? 'support' : 'creator' } : undefined;
  }

  async preview(reader: Viewer | undefined, projectId: string, fileId: string, rangeHeader?: string): Promise<OpenedFile> {
    const file = await this.find(reader, projectId, fileId);
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
    if (!canDownload(project, userId)) throw new AppError(ErrorCodes.downloadLocked, Messages.downloadLocked, 403);
    const file = await this.deliverables.findFile(project.id, fileId);
    if (!file) throw AppError.notFound(ErrorCodes.fileNotFound, Messages.fileNotFound);
    return { file, stream: await this.read(file) };
  }

  /** The poster frame of a file, for its readers; 404 when the uploader's browser sent none. */
  async poster(reader: Viewer | undefined, projectId: string, fileId: string): Promise<OpenedPoster> {
    const file = await this.find(reader, projectId, fileId);
    if (!file.posterKey) throw AppError.notFound(ErrorCodes.posterNotFound, Messages.posterNotFound);
    const posterKey = file.posterKey;
    const stream = await this.storage.get(posterKey).catch(() => {
      throw AppError.notFound(ErrorCodes.posterNotFound, Messages.posterNotFound);
    });
    return { stream, mimeType: posterKey.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  }

  private async find(reader: Viewer | undefined, projectId: string, fileId: string): Promise<DeliverableFileEntity> {
    const found = await this.deliverables.findFileWithParties(projectId, fileId);
    if (!found || !(await this.readers.mayRead(projectId, found.project, reader))) throw projectNotFound();
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
