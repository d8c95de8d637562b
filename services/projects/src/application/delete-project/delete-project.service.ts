import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { isBeforeSelection, transition } from '../../domain/project-status';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { projectEvents } from '../shared/project-events';
import { projectNotFound } from '../shared/project-errors';

/**
 * DELETE /projects/{id}: the owner cancels before a creator is selected. The row stays (status cancelled) so
 * payments can refund a paid deposit on ProjectCancelled and the history stays whole; to everyone it is gone.
 */
@Injectable()
export class DeleteProjectService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly projects: ProjectRepository,
  ) {}

  async execute(ownerId: string, projectId: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const project = await this.projects.findByIdForUpdate(projectId, tx.manager);
      if (!project || project.ownerId !== ownerId || project.status === 'cancelled') throw projectNotFound();
      if (!isBeforeSelection(project.status)) throw AppError.conflict(ErrorCodes.notDeletable, Messages.notDeletable);
      project.status = transition(project.status, 'cancelled');
      await this.projects.save(project, tx.manager);
      await projectEvents.cancelled(tx, project, 'deleted_by_owner');
    });
  }
}
