import { searchWords } from '@clipwerk/kit';
import { Injectable } from '@nestjs/common';
import { type BudgetBucket, type DeadlineWindow, pageRequest, searchText } from '../../domain/project-search';
import { type ProjectCardView, ProjectRepository } from '../../infrastructure/persistence/project.repository';

export interface ListProjectsQuery {
  search?: string;
  category?: string;
  budget?: BudgetBucket;
  location?: string;
  deadline?: DeadlineWindow;
  page?: unknown;
  limit?: unknown;
}

export interface ProjectPage {
  projects: ProjectCardView[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** GET /projects: the public list of open assignments. */
@Injectable()
export class ListProjectsService {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(query: ListProjectsQuery, now = new Date()): Promise<ProjectPage> {
    const { page, limit, offset } = pageRequest(query.page, query.limit);
    const words = query.search ? searchWords(searchText(query.search)) : [];
    const { projects, total } = await this.projects.searchOpen({
      search: words.length > 0 ? words.map((word) => ({ word })) : undefined,
      category: query.category,
      budget: query.budget,
      location: query.location?.trim() || undefined,
      deadline: query.deadline,
      now,
      limit,
      offset,
    });
    return { projects, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  }
}
