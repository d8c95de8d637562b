import { Injectable } from '@nestjs/common';
import { PlainRows } from '@clipwerk/kit';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { DeliverableStatus } from '../../domain/deliverables';
import { DeliverableEntity, DeliverableFileEntity, DeliverableReviewEntity } from './deliverable.entities';
import type { ProjectEntity } from './project.entity';
import { isUuid } from './project.repository';

/** What deciding access to a project's file needs of the project. */
export type ProjectParties = Pick<ProjectEntity, 'ownerId' | 'selectedCreatorId' | 'status' | 'creatorLeftAt' | 'ownerLeftAt'>;

/** A deliverable with all its file versions (oldest first) and reviews (oldest first). */
export interface DeliverableWithHistory extends DeliverableEntity {
  files: DeliverableFileEntity[];
  reviews: DeliverableReviewEntity[];
}

/**
 * Deliverables, their file versions and reviews. Writes run inside the caller's transaction, which holds the
 * project's row lock: changes to one project's deliverables apply one after the other.
 */
@Injectable()
export class DeliverableRepository {
  private readonly fileRows: PlainRows<DeliverableFileEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.fileRows = new PlainRows(dataSource, DeliverableFileEntity, 'f');
  }

  findInProject(
    projectId: string,
    deliverableId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DeliverableEntity | null> {
    if (!isUuid(deliverableId)) return Promise.resolve(null);
    return manager.findOneBy(DeliverableEntity, { id: deliverableId, projectId });
  }

  create(deliverable: Partial<DeliverableEntity> & { projectId: string; title: string }, manager: EntityManager) {
    return manager.save(DeliverableEntity, manager.create(DeliverableEntity, deliverable));
  }

  /** The next version of the deliverable; the earlier versions stay. */
  async addFile(file: Omit<DeliverableFileEntity, 'id' | 'version' | 'createdAt' | 'posterKey'>, manager: EntityManager) {
    const [{ next }] = (await manager.query(
      `SELECT coalesce(max(version), 0) + 1 AS next FROM deliverable_file WHERE deliverable_id = $1`,
      [file.deliverableId],
    )) as { next: number }[];
    return manager.save(DeliverableFileEntity, manager.create(DeliverableFileEntity, { ...file, version: Number(next) }));
  }

  async setStatus(deliverableId: string, status: DeliverableStatus, manager: EntityManager, uploadedAt?: Date) {
    await manager.update(DeliverableEntity, { id: deliverableId }, uploadedAt ? { status, uploadedAt } : { status });
  }

  /** Every deliverable of the project in one of `from` moves to `to`; returns the ids that moved. */
  async moveAll(projectId: string, from: DeliverableStatus[], to: DeliverableStatus, manager: EntityManager) {
    const moving = await manager.find(DeliverableEntity, {
      where: { projectId, status: In(from) },
      select: { id: true },
    });
    if (moving.length > 0) await manager.update(DeliverableEntity, { id: In(moving.map(({ id }) => id)) }, { status: to });
    return moving.map(({ id }) => id);
  }

  addReview(review: Omit<DeliverableReviewEntity, 'id' | 'reviewedAt'>, manager: EntityManager) {
    return manager.save(DeliverableReviewEntity, manager.create(DeliverableReviewEntity, review));
  }

  /** Deliverables that have at least one file. */
  async countUploaded(projectId: string, manager: EntityManager): Promise<number> {
    const [{ count }] = (await manager.query(
      `SELECT count(DISTINCT deliverable_id)::int AS count FROM deliverable_file WHERE project_id = $1`,
      [projectId],
    )) as { count: number }[];
    return count;
  }

  /** The newest version of each deliverable of the project that has one. */
  async newestFiles(projectId: string, manager: EntityManager): Promise<{ deliverableId: string; fileId: string }[]> {
    return (await manager.query(
      `SELECT DISTINCT ON (deliverable_id) deliverable_id AS "deliverableId", id AS "fileId"
         FROM deliverable_file WHERE project_id = $1 ORDER BY deliverable_id, version DESC`,
      [projectId],
    )) as { deliverableId: string; fileId: string }[];
  }

  async statuses(projectId: string, manager: EntityManager): Promise<DeliverableStatus[]> {
    const rows = await manager.find(DeliverableEntity, { where: { projectId }, select: { status: true } });
    return rows.map(({ status }) => status);
  }

  /** The project's deliverables, oldest first, each with its files and reviews: three queries, not one per row. */
  async listWithHistory(projectId: string): Promise<DeliverableWithHistory[]> {
    const manager = this.dataSource.manager;
    const [deliverables, files, reviews] = await Promise.all([
      manager.find(DeliverableEntity, { where: { projectId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      manager.find(DeliverableFileEntity, { where: { projectId }, order: { version: 'ASC' } }),
      manager.find(DeliverableReviewEntity, { where: { projectId }, order: { reviewedAt: 'ASC', id: 'ASC' } }),
    ]);
    return deliverables.map((deliverable) => ({
      ...deliverable,
      files: files.filter((file) => file.deliverableId === deliverable.id),
      reviews: reviews.filter((review) => review.deliverableId === deliverable.id),
    }));
  }

  /**
   * A preview's one read: the project's parties and, if it is one of the project's, the file. Plain SQL in one
   * round trip: every seek of a video player is a request, so this sits on the path of each one.
   */
  async findFileWithParties(
    projectId: string,
    fileId: string,
  ): Promise<{ project: ProjectParties; file: DeliverableFileEntity | null } | null> {
    if (!isUuid(projectId)) return null;
    const rows = (await this.dataSource.query(
      `SELECT p.owner_id AS "projectOwnerId", p.selected_creator_id AS "projectCreatorId", p.status AS "projectStatus",
              p.creator_left_at AS "projectCreatorLeftAt", p.owner_left_at AS "projectOwnerLeftAt",
              ${this.fileRows.select}
         FROM project p LEFT JOIN deliverable_file f ON f.project_id = p.id AND f.id = $2
        WHERE p.id = $1`,
      [projectId, isUuid(fileId) ? fileId : null],
    )) as (Record<string, unknown> & {
      projectOwnerId: string;
      projectCreatorId: string | null;
      projectStatus: string;
      projectCreatorLeftAt: Date | null;
      projectOwnerLeftAt: Date | null;
    })[];
    if (rows.length === 0) return null;
    const { projectOwnerId, projectCreatorId, projectStatus, projectCreatorLeftAt, projectOwnerLeftAt, ...file } = rows[0];
    return {
      project: {
        ownerId: projectOwnerId,
        selectedCreatorId: projectCreatorId,
        status: projectStatus as ProjectParties['status'],
        creatorLeftAt: projectCreatorLeftAt,
        ownerLeftAt: projectOwnerLeftAt,
      },
      file: file.id === null ? null : (this.fileRows.read(file) as DeliverableFileEntity),
    };
  }

  findFile(
    projectId: string,
    fileId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DeliverableFileEntity | null> {
    if (!isUuid(fileId)) return Promise.resolve(null);
    return manager.findOneBy(DeliverableFileEntity, { id: fileId, projectId });
  }

  /** The file row locked until the transaction ends, so two posters sent at once replace each other in order. */
  findFileForUpdate(projectId: string, fileId: string, manager: EntityManager): Promise<DeliverableFileEntity | null> {
    if (!isUuid(fileId)) return Promise.resolve(null);
    return manager.findOne(DeliverableFileEntity, { where: { id: fileId, projectId }, lock: { mode: 'pessimistic_write' } });
  }

  async setPosterKey(fileId: string, posterKey: string, manager: EntityManager): Promise<void> {
    await manager.update(DeliverableFileEntity, { id: fileId }, { posterKey });
  }
}
