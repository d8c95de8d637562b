import { Injectable } from '@nestjs/common';
import { MY_PROJECTS_DEFAULT_LIMIT, MY_PROJECTS_MAX_LIMIT, pageRequest } from '../../domain/project-search';
import { isActiveForCompany, type ProjectStatus } from '../../domain/project-status';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';

export interface MyProjects {
  projects: ProjectEntity[];
  /** Over all the company's projects, whatever the page or filter: a cancelled one counts nowhere. */
  stats: { totalProjects: number; activeProjects: number; completedProjects: number; proposalCount: number };
}

/** GET /projects/my: the company's own projects, newest first, and its dashboard's figures. */
@Injectable()
export class ListMyProjectsService {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(ownerId: string, query: { status?: ProjectStatus; limit?: unknown }): Promise<MyProjects> {
    const { limit } = pageRequest(1, query.limit, { default: MY_PROJECTS_DEFAULT_LIMIT, max: MY_PROJECTS_MAX_LIMIT });
    const [projects, totals] = await Promise.all([
      this.projects.listByOwner(ownerId, query.status, limit),
      this.projects.ownerTotals(ownerId),
    ]);
    const stats = { totalProjects: 0, activeProjects: 0, completedProjects: 0, proposalCount: 0 };
    for (const { status, count, proposalCount } of totals) {
      if (status === 'cancelled') continue;
      stats.totalProjects += count;
      stats.proposalCount += proposalCount;
      if (isActiveForCompany(status)) stats.activeProjects += count;
      if (status === 'completed') stats.completedProjects += count;
    }
    return { projects, stats };
  }
}
