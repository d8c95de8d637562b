import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { prepareNewProject } from '../../domain/project-rules';
import { UNNAMED_COMPANY } from '../../domain/parties';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { PartiesRepository } from '../../infrastructure/persistence/projections.repository';
import { projectEvents } from '../shared/project-events';
import type { CreateProjectCommand } from './create-project.command';

export interface CreatedProject {
  project: ProjectEntity;
  requiresPayment: boolean;
}

/** POST /projects: saved awaiting its deposit; payments computes and charges it. */
@Injectable()
export class CreateProjectService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly projects: ProjectRepository,
    private readonly parties: PartiesRepository,
  ) {}

  async execute(ownerId: string, command: CreateProjectCommand, now = new Date()): Promise<CreatedProject> {
    // A company identity has not told us about yet is treated as an ordinary account (minimum €25).
    const company = await this.parties.findCompany(ownerId);
    const prepared = prepareNewProject(command, { testAccount: company?.testAccount ?? false, now });
    if (!prepared.project) throw AppError.validation(prepared.problems);
    const status = command.status === 'draft' ? 'draft' : 'awaiting_deposit';
    const project = await this.uow.run(async (tx) => {
      const created = await this.projects.insert({ ...prepared.project, ownerId, status }, company, tx.manager);
      await projectEvents.created(tx, created, company?.companyName || UNNAMED_COMPANY);
      return created;
    });
    return { project, requiresPayment: status === 'awaiting_deposit' };
  }
}
