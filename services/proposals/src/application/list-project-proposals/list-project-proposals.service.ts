import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import type { ProposalEntity } from '../../infrastructure/persistence/proposal.entity';
import { ProposalRepository } from '../../infrastructure/persistence/proposal.repository';
import type { ProjectEntity } from '../../infrastructure/persistence/projections.entities';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { projectNotFound } from '../shared/proposal-errors';
import { proposalEvents } from '../shared/proposal-events';

/**
 * GET /proposals/project/{id}: the owner's view of the proposals. Each comes back with the
 * `companyViewed` it had, so the page can show 'Nieuw' once; from then on they count as seen, and each creator
 * hears once that her proposal is being looked at (ProposalViewed).
 */
@Injectable()
export class ListProjectProposalsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly proposals: ProposalRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  async execute(ownerId: string, projectId: string): Promise<{ project: ProjectEntity; proposals: ProposalEntity[] }> {
    const project = await this.projections.findProject(projectId);
    // Not the owner's: the same 404 as a project that does not exist.
    if (!project || project.ownerId !== ownerId) throw projectNotFound();
    const proposals = await this.proposals.listForProject(project.id);
    if (proposals.some((proposal) => !proposal.companyViewed))
      await this.uow.run(async (tx) => {
        for (const seen of await this.proposals.markViewedByCompany(project.id, tx.manager))
          await proposalEvents.viewed(tx, seen, project);
      });
    return { project, proposals };
  }
}
