import { Injectable } from '@nestjs/common';
import { AppError, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { checkCommentDraft, commentRole, type CommentRole, threadOf } from '../../domain/comments';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { DeliverableEntity } from '../../infrastructure/persistence/deliverable.entities';
import { DeliverableCommentRepository, type NamedComment } from '../../infrastructure/persistence/deliverable-comment.repository';
import { DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { isParty } from '../../domain/access';
import { projectNotFound } from '../shared/project-errors';
import { deliveryEvents } from '../shared/project-events';

export interface PostCommentInput {
  fileId?: unknown;
  atMs?: unknown;
  text?: unknown;
  replyTo?: unknown;
}

interface Party {
  project: ProjectEntity;
  deliverable: DeliverableEntity;
  role: CommentRole;
}

/**
 * /projects/{id}/deliverables/{deliverableId}/comments: both parties comment on a version at a moment, answer,
 * resolve and reopen. Each change is stored at once and announced to the project's room.
 */
@Injectable()
export class DeliverableCommentsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly projects: ProjectRepository,
    private readonly deliverables: DeliverableRepository,
    private readonly comments: DeliverableCommentRepository,
  ) {}

  async list(userId: string | undefined, projectId: string, deliverableId: string): Promise<NamedComment[]> {
    const { deliverable } = await this.party(undefined, userId, projectId, deliverableId);
    return this.comments.listNamed(deliverable.id);
  }

  async post(userId: string | undefined, projectId: string, deliverableId: string, input: PostCommentInput) {
    const id = await this.uow.run(async (tx) => {
      const { project, deliverable, role } = await this.party(tx, userId, projectId, deliverableId);
      const check = checkCommentDraft(input);
      if ('field' in check) throw AppError.validation([{ field: check.field, message: check.message }]);
      const { draft } = check;
      const file = await this.deliverables.findFile(project.id, draft.fileId, tx.manager);
      if (!file || file.deliverableId !== deliverable.id) {
        throw AppError.validation([{ field: 'fileId', message: Messages.commentFileNotFound }]);
      }
      const parent = draft.replyTo ? await this.comments.find(deliverable.id, draft.replyTo, tx.manager) : null;
      if (draft.replyTo && !parent) throw AppError.validation([{ field: 'replyTo', message: Messages.commentReplyToMissing }]);
      const comment = await this.comments.add(
        {
          projectId: project.id,
          deliverableId: deliverable.id,
          // An answer belongs to its thread's version and moment.
          fileId: parent ? parent.fileId : file.id,
          atMs: parent ? parent.atMs : draft.atMs,
          replyTo: parent ? threadOf(parent) : null,
          authorId: userId as string,
          authorRole: role,
          text: draft.text,
        },
        tx.manager,
      );
      await deliveryEvents.commentChanged(tx, project, deliverable.id, comment.id, 'posted', userId as string);
      return comment.id;
    });
    return this.named(deliverableId, id);
  }

  /** Sets (`resolved`) or clears (`reopened`) a comment's resolvedAt; either party may. Answers are not resolved. */
  async setResolved(
    userId: string | undefined,
    projectId: string,
    deliverableId: string,
    commentId: string,
    resolved: boolean,
  ): Promise<NamedComment> {
    await this.uow.run(async (tx) => {
      const { project, deliverable } = await this.party(tx, userId, projectId, deliverableId);
      const comment = await this.comments.find(deliverable.id, commentId, tx.manager);
      if (!comment) throw AppError.notFound(ErrorCodes.commentNotFound, Messages.commentNotFound);
      if (comment.replyTo) throw AppError.badRequest(ErrorCodes.resolveReplyRefused, Messages.resolveReplyRefused);
      if (resolved === (comment.resolvedAt !== null)) return;
      await this.comments.setResolvedAt(comment.id, resolved ? new Date() : null, tx.manager);
      await deliveryEvents.commentChanged(
        tx,
        project,
        deliverable.id,
        comment.id,
        resolved ? 'resolved' : 'reopened',
        userId as string,
      );
    });
    return this.named(deliverableId, commentId);
  }

  /** The project's party and the deliverable; to anyone else the project does not exist. */
  private async party(
    tx: Transaction | undefined,
    userId: string | undefined,
    projectId: string,
    deliverableId: string,
  ): Promise<Party> {
    const project = await this.projects.findById(projectId, tx?.manager);
    if (!project || !isParty(project, userId)) throw projectNotFound();
    const deliverable = await this.deliverables.findInProject(project.id, deliverableId, tx?.manager);
    if (!deliverable) throw AppError.notFound(ErrorCodes.deliverableNotFound, Messages.deliverableNotFound);
    return { project, deliverable, role: commentRole(project, userId as string) };
  }

  private async named(deliverableId: string, commentId: string): Promise<NamedComment> {
    const [comment] = await this.comments.listNamed(deliverableId, [commentId]);
    return comment;
  }
}
