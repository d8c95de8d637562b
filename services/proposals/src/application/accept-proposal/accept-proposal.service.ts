import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { hasChosenCreator } from '../../domain/project-projection';
import { priceChangedSince, seenPriceProblem } from '../../domain/proposal-rules';
import { transition } from '../../domain/proposal-status';
import type { ProposalEntity } from '../../infrastructure/persistence/proposal.entity';
import { ProposalRepository } from '../../infrastructure/persistence/proposal.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { proposalNotFound, refusedAsConflict } from '../shared/proposal-errors';
import { proposalEvents } from '../shared/proposal-events';

/**
 * POST /proposals/accept/{id}: the owner picks one creator; every other open proposal of the project is
 * rejected automatically. Two acceptances at the same moment queue on the project's row lock, so
 * the second sees the creator already selected; the partial unique index is the backstop. The owner accepts the
 * price she saw (`seenPrice`, euros); a different price is refused with 409 and nothing changes.
 */
@Injectable()
export class AcceptProposalService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly proposals: ProposalRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  async execute(ownerId: string, proposalId: string, seenPrice: unknown): Promise<ProposalEntity> {
    const problem = seenPriceProblem(seenPrice);
    if (problem) throw AppError.validation([{ field: 'price', message: problem }]);
    const seenEuros = seenPrice as number;
    return this.uow.run(async (tx) => {
      const found = await this.proposals.findById(proposalId, tx.manager);
      if (!found) throw proposalNotFound();
      const project = await this.projections.findProjectForUpdate(found.projectId, tx.manager);
      // Someone else's proposal: answered as if it did not exist.
      if (!project || project.ownerId !== ownerId) throw proposalNotFound();
      const proposal = (await this.proposals.findByIdForUpdate(found.id, tx.manager)) as ProposalEntity;
      if (project.status !== 'open') {
        if (hasChosenCreator(project.status))
          throw AppError.conflict(ErrorCodes.creatorAlreadySelected, Messages.creatorAlreadySelected);
        throw AppError.conflict(ErrorCodes.projectNotOpen, Messages.projectNotOpen);
      }
      if (priceChangedSince(seenEuros, proposal.priceCents))
        throw AppError.conflict(ErrorCodes.priceChanged, Messages.priceChanged);
      const now = new Date();
      proposal.status = refusedAsConflict(() => transition(proposal.status, 'accepted'));
      proposal.decidedAt = now;
      await this.proposals.save(proposal, tx.manager);
      for (const other of await this.proposals.submittedOf(project.id, tx.manager)) {
        other.status = transition(other.status, 'rejected');
        other.rejectionReason = Messages.otherAccepted;
        other.decidedAt = now;
        await this.proposals.save(other, tx.manager);
        await proposalEvents.rejected(tx, other, project, true);
      }
      // Known here at once; CreatorSelected from projects confirms it later.
      await this.projections.applyProject({ id: project.id, ownerId: project.ownerId, status: 'creator_selected' }, tx.manager);
      await proposalEvents.accepted(tx, proposal, project);
      return proposal;
    });
  }
}
