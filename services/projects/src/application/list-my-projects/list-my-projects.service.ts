import { Injectable } from '@nestjs/common';
import { MY_PROJECTS_DEFAULT_LIMIT, MY_PROJECTS_MAX_LIMIT, pageRequest } from '../../domain/project-search';
import type { ProjectStatus } from '../../domain/project-status';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';

/** GET /projects/my: the company's own projects, newest first. */
@Injectable()
export class ListMyProjectsService {
  constructor(private readonly projects: ProjectRepository) {}

  execute(ownerId: string, query: { status?: ProjectStatus; limit?: unknown }): Promise<ProjectEntity[]> {
    const { limit } = pageRequest(1, query.limit, { default: MY_PROJECTS_DEFAULT_LIMIT, max: MY_PROJECTS_MAX_LIMIT });
    return this.projects.listByOwner(ownerId, query.status, limit);
  }
}
