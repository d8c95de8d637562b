import { Injectable } from '@nestjs/common';
import { canDownload } from '../../domain/access';
import { INTERESTED_CREATORS_SHOWN } from '../../domain/project-search';
import { canApply, canSee, isOwner, type Viewer } from '../../domain/visibility';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { type InterestedCreator, ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { projectNotFound } from '../shared/project-errors';
import { ProjectReaders } from '../shared/project-readers';

export interface ProjectDetail {
  project: ProjectEntity;
  isOwner: boolean;
  canApply: boolean;
  /** Whether this viewer may download the content now (a party, once the final payment is in). */
  canDownload: boolean;
  interested: { creators: InterestedCreator[]; total: number };
}

/** GET /projects/{id}: visibility and the interested creators (views are counted by POST /projects/{id}/views). */
@Injectable()
export class GetProjectService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly readers: ProjectReaders,
  ) {}

  async execute(projectId: string, viewer: Viewer | undefined): Promise<ProjectDetail> {
    const project = await this.projects.findById(projectId);
    if (!project) throw projectNotFound();
    if (!canSee(project, viewer, await this.readers.disputedForSupport(project.id, viewer))) throw projectNotFound();
    const [interested, alreadyProposed] = await Promise.all([
      this.projects.interested(project.id, INTERESTED_CREATORS_SHOWN),
      viewer?.role === 'creator' ? this.projects.hasInterest(project.id, viewer.id) : Promise.resolve(false),
    ]);
    return {
      project,
      isOwner: isOwner(project, viewer),
      canApply: canApply(project, viewer, alreadyProposed),
      canDownload: canDownload(project, viewer?.id),
      interested,
    };
  }
}
