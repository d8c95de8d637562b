import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { rejectReasonProblem } from '../../domain/proposal-rules';
import { transition } from '../../domain/proposal-status';
import type { ProposalEntity } from '../../infrastructure/persistence/proposal.entity';
import { ProposalRepository } from '../../infrastructure/persistence/proposal.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { proposalNotFound, refusedAsConflict } from '../shared/proposal-errors';
import { proposalEvents } from '../shared/proposal-events';

/** POST /proposals/reject/{id}: the owner declines one proposal, with an optional reason. */
@Injectable()
export class RejectProposalService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly proposals: ProposalRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  async execute(ownerId: string, proposalId: string, reason: string | undefined): Promise<ProposalEntity> {
    const problem = rejectReasonProblem(reason);
    if (problem) throw AppError.validation([{ field: 'reason', message: problem }]);
    return this.uow.run(async (tx) => {
      const found = await this.proposals.findById(proposalId, tx.manager);
      if (!found) throw proposalNotFound();
      const project = await this.projections.findProjectForUpdate(found.projectId, tx.manager);
      if (!project || project.ownerId !== ownerId) throw proposalNotFound();
      const proposal = (await this.proposals.findByIdForUpdate(found.id, tx.manager)) as ProposalEntity;
      proposal.status = refusedAsConflict(() => transition(proposal.status, 'rejected'));
      proposal.rejectionReason = reason?.trim() || null;
      proposal.decidedAt = new Date();
      await this.proposals.save(proposal, tx.manager);
      await proposalEvents.rejected(tx, proposal, project, false);
      return proposal;
    });
  }
}
