import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { ProjectEntity } from '../../infrastructure/persistence/entities';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function projectNotFound(): AppError {
  return AppError.notFound(ErrorCodes.projectNotFound, Messages.projectNotFound);
}

/**
 * Who may see a project's payments. Anyone else gets the same 404 as for a project that does not exist, so the
 * answer never reveals that it exists.
 */
@Injectable()
export class ProjectAccess {
  constructor(private readonly projects: ProjectRepository) {}

  /** The owner's project, locked for the rest of the transaction. */
  async ownedForUpdate(callerId: string, projectId: string, manager: EntityManager): Promise<ProjectEntity> {
    const project = UUID.test(projectId) ? await this.projects.findByIdForUpdate(projectId, manager) : null;
    if (!project || project.ownerId !== callerId) throw projectNotFound();
    return project;
  }

  async owned(callerId: string, projectId: string): Promise<ProjectEntity> {
    const project = UUID.test(projectId) ? await this.projects.findById(projectId) : null;
    if (!project || project.ownerId !== callerId) throw projectNotFound();
    return project;
  }

  /** The owner or the selected creator, the project locked for the rest of the transaction. */
  async partyForUpdate(callerId: string, projectId: string, manager: EntityManager): Promise<ProjectEntity> {
    const project = UUID.test(projectId) ? await this.projects.findByIdForUpdate(projectId, manager) : null;
    if (!project || (project.ownerId !== callerId && project.selectedCreatorId !== callerId)) throw projectNotFound();
    return project;
  }

  /** The owner, or the selected creator once there is one. */
  async viewable(callerId: string, projectId: string): Promise<ProjectEntity> {
    const project = UUID.test(projectId) ? await this.projects.findById(projectId) : null;
    if (!project || (project.ownerId !== callerId && project.selectedCreatorId !== callerId)) throw projectNotFound();
    return project;
  }
}
