import { Inject, Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import { createHash } from 'node:crypto';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import { Messages } from '../../domain/messages';
import { canSee, countsAsView, type Viewer } from '../../domain/visibility';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { projectNotFound } from '../shared/project-errors';

/** What the client keeps for a visitor who is not signed in: a random id of its own making. */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * POST /projects/{id}/views: the detail page was shown to someone. Counted at most once per viewer, project and
 * (UTC) day: a signed-in user by her id, anyone else by her address, so new visitor ids from one address add
 * nothing. A counted view raises ProjectViewed. The owner's own looks do not count.
 */
@Injectable()
export class RecordViewService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly projects: ProjectRepository,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
  ) {}

  async execute(
    projectId: string,
    viewer: Viewer | undefined,
    visitorId: unknown,
    address: string,
    now = new Date(),
  ): Promise<boolean> {
    if (!viewer && (typeof visitorId !== 'string' || !VISITOR_ID.test(visitorId)))
      throw AppError.validation([{ field: 'visitorId', message: Messages.visitorIdInvalid }]);
    const day = now.toISOString().slice(0, 10);
    return this.uow.run(async (tx) => {
      const project = await this.projects.findById(projectId, tx.manager);
      if (!project || !canSee(project, viewer)) throw projectNotFound();
      if (!countsAsView(project, viewer)) return false;
      if (!(await this.projects.recordView(project.id, this.visitorKey(viewer, address), day, tx.manager))) return false;
      await tx.publish(ProjectEvents.ProjectViewed, project.id, {
        projectId: project.id,
        ownerId: project.ownerId,
        creatorId: project.selectedCreatorId ?? '',
        day,
        title: project.title,
      });
      return true;
    });
  }

  /** A signed-in user by id; a visitor by a salted hash of her address, so the stored key says nothing. */
  private visitorKey(viewer: Viewer | undefined, address: string): string {
    if (viewer) return `user:${viewer.id}`;
    return `addr:${createHash('sha256').update(`${this.config.viewSalt}|${address}`).digest('base64url').slice(0, 32)}`;
  }
}
