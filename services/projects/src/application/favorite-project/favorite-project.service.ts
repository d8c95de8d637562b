import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { MY_PROJECTS_DEFAULT_LIMIT, MY_PROJECTS_MAX_LIMIT, pageRequest } from '../../domain/project-search';
import { canFavorite, canSee, type Viewer } from '../../domain/visibility';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { projectNotFound } from '../shared/project-errors';

/**
 * PUT and DELETE /projects/{id}/favorite, GET /projects/favorites: a creator's favourite assignments. Marking and
 * unmarking are idempotent; the project's `favorites` counts the creators who marked it.
 */
@Injectable()
export class FavoriteProjectService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly projects: ProjectRepository,
  ) {}

  mark(projectId: string, creator: Viewer): Promise<number> {
    return this.uow.run(async (tx) => {
      const project = await this.projects.findByIdForUpdate(projectId, tx.manager);
      if (!project || !canSee(project, creator)) throw projectNotFound();
      if (!canFavorite(project, creator)) throw AppError.conflict(ErrorCodes.favoriteNotOpen, Messages.favoriteNotOpen);
      const marked = await this.projects.addFavorite(project.id, creator.id, tx.manager);
      return project.favorites + (marked ? 1 : 0);
    });
  }

  unmark(projectId: string, creator: Viewer): Promise<number> {
    return this.uow.run(async (tx) => {
      const project = await this.projects.findByIdForUpdate(projectId, tx.manager);
      if (!project) throw projectNotFound();
      const unmarked = await this.projects.removeFavorite(project.id, creator.id, tx.manager);
      return project.favorites - (unmarked ? 1 : 0);
    });
  }

  list(creatorId: string, limit: unknown): Promise<ProjectEntity[]> {
    const page = pageRequest(1, limit, { default: MY_PROJECTS_DEFAULT_LIMIT, max: MY_PROJECTS_MAX_LIMIT });
    return this.projects.favoritesOf(creatorId, page.limit);
  }
}
