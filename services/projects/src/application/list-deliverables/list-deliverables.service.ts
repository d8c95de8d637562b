import { Injectable } from '@nestjs/common';
import { type DeliverableWithHistory, DeliverableRepository } from '../../infrastructure/persistence/deliverable.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { isParty } from '../shared/delivery-flow';
import { projectNotFound } from '../shared/project-errors';

/** GET /upload/deliverables/{projectId}: every deliverable with its versions and reviews, for the two parties. */
@Injectable()
export class ListDeliverablesService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly deliverables: DeliverableRepository,
  ) {}

  async execute(userId: string | undefined, projectId: string): Promise<DeliverableWithHistory[]> {
    const project = await this.projects.findById(projectId);
    if (!project || !isParty(project, userId)) throw projectNotFound();
    return this.deliverables.listWithHistory(project.id);
  }
}
