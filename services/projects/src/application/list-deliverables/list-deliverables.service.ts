import { Injectable } from '@nestjs/common';
import { type DeliverableWithHistory, DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import type { Viewer } from '../../domain/visibility';
import { projectNotFound } from '../shared/project-errors';
import { ProjectReaders } from '../shared/project-readers';

/**
 * GET /upload/deliverables/{projectId}: every deliverable with its versions and reviews, for the two parties (and
 * support during a dispute).
 */
@Injectable()
export class ListDeliverablesService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly deliverables: DeliverableRepository,
    private readonly readers: ProjectReaders,
  ) {}

  async execute(reader: Viewer | undefined, projectId: string): Promise<DeliverableWithHistory[]> {
    const project = await this.projects.findById(projectId);
    if (!project || !(await this.readers.mayRead(project.id, project, reader))) throw projectNotFound();
    return this.deliverables.listWithHistory(project.id);
  }
}
