import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { TimedComment } from '../../domain/deliverables';
import { DeliverableCommentEntity } from './deliverable.entities';
import { isUuid } from './project.repository';

/** A comment with its author's name as identity last announced it (empty when not yet known). */
export interface NamedComment extends DeliverableCommentEntity {
  authorName: string;
}

/** The parties' comments on deliverables; writes run in the caller's transaction. */
@Injectable()
export class DeliverableCommentRepository {
  constructor(private readonly dataSource: DataSource) {}

  add(comment: Omit<DeliverableCommentEntity, 'id' | 'createdAt' | 'resolvedAt'>, manager: EntityManager) {
    return manager.save(DeliverableCommentEntity, manager.create(DeliverableCommentEntity, { ...comment, resolvedAt: null }));
  }

  find(deliverableId: string, commentId: string, manager: EntityManager = this.dataSource.manager) {
    if (!isUuid(commentId)) return Promise.resolve(null);
    return manager.findOneBy(DeliverableCommentEntity, { id: commentId, deliverableId });
  }

  async setResolvedAt(commentId: string, resolvedAt: Date | null, manager: EntityManager): Promise<void> {
    await manager.update(DeliverableCommentEntity, { id: commentId }, { resolvedAt });
  }

  /** The comments of a deliverable that are not answers and not resolved, oldest first. */
  open(deliverableId: string, manager: EntityManager): Promise<DeliverableCommentEntity[]> {
    return manager.find(DeliverableCommentEntity, {
      where: { deliverableId, replyTo: IsNull(), resolvedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The open comments as a review lists them. */
  async openAsTimed(deliverableId: string, manager: EntityManager): Promise<TimedComment[]> {
    return (await this.open(deliverableId, manager)).map(({ atMs, text }) => ({ atSeconds: atMs / 1000, atMs, text }));
  }

  /** Every comment of a deliverable over all its versions, oldest first, with the author's name. */
  async listNamed(deliverableId: string, ids?: string[]): Promise<NamedComment[]> {
    const rows = (await this.dataSource.query(
      `SELECT c.id, c.project_id AS "projectId", c.deliverable_id AS "deliverableId", c.file_id AS "fileId",
              c.reply_to AS "replyTo", c.author_id AS "authorId", c.author_role AS "authorRole", c.at_ms AS "atMs",
              c.text, c.created_at AS "createdAt", c.resolved_at AS "resolvedAt",
              coalesce(nullif(co.company_name, ''), cr.name, '') AS "authorName"
         FROM deliverable_comment c
         LEFT JOIN company co ON c.author_role = 'bedrijf' AND co.id = c.author_id
         LEFT JOIN creator cr ON c.author_role = 'creator' AND cr.id = c.author_id
        WHERE c.deliverable_id = $1 AND ($2::uuid[] IS NULL OR c.id = ANY($2::uuid[]))
        ORDER BY c.created_at, c.id`,
      [deliverableId, ids ?? null],
    )) as NamedComment[];
    return rows;
  }
}
