import { Injectable } from '@nestjs/common';
import { MY_PROJECTS_DEFAULT_LIMIT, MY_PROJECTS_MAX_LIMIT, pageRequest } from '../../domain/project-search';
import { CREATOR_STATUSES, isActiveForCreator, type ProjectStatus } from '../../domain/project-status';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';

export interface MyActiveProjects {
  projects: ProjectEntity[];
  stats: { activeProjects: number; completedProjects: number; totalEarningsCents: number };
}

/** GET /projects/my-active: the creator's selected projects and their figures. */
@Injectable()
export class ListMyActiveProjectsService {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(creatorId: string, query: { status?: ProjectStatus | 'all'; limit?: unknown }): Promise<MyActiveProjects> {
    const { limit } = pageRequest(1, query.limit, { default: MY_PROJECTS_DEFAULT_LIMIT, max: MY_PROJECTS_MAX_LIMIT });
    const statuses = !query.status || query.status === 'all' ? CREATOR_STATUSES : [query.status];
    const [projects, totals] = await Promise.all([
      this.projects.listBySelectedCreator(creatorId, statuses, limit),
      this.projects.creatorTotals(creatorId),
    ]);
    const stats = { activeProjects: 0, completedProjects: 0, totalEarningsCents: 0 };
    for (const { status, count, creatorShareCents } of totals) {
      if (isActiveForCreator(status)) stats.activeProjects += count;
      if (status === 'completed') {
        stats.completedProjects += count;
        // Earned = the creator's shares of completed projects, as payments computed and settled them.
        stats.totalEarningsCents += creatorShareCents;
      }
    }
    return { projects, stats };
  }
}
