import { Injectable } from '@nestjs/common';
import { AppError, type AuthUser, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { prepareProposal, UNNAMED_CREATOR } from '../../domain/proposal-rules';
import type { ProposalEntity } from '../../infrastructure/persistence/proposal.entity';
import { isAlreadyProposed, ProposalRepository } from '../../infrastructure/persistence/proposal.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { projectNotFound } from '../shared/proposal-errors';
import { proposalEvents } from '../shared/proposal-events';
import type { SubmitProposalCommand } from './submit-proposal.command';

/** POST /proposals/project/{id}: one proposal per creator per project, only on an open project. */
@Injectable()
export class SubmitProposalService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly proposals: ProposalRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  async execute(caller: AuthUser, projectId: string, command: SubmitProposalCommand): Promise<ProposalEntity> {
    // A company is told that only creators propose, instead of the generic 403 of @Roles.
    if (caller.role !== 'creator') throw AppError.forbidden(Messages.onlyCreators);
    const prepared = prepareProposal(command);
    if (!prepared.proposal) throw AppError.validation(prepared.problems);
    const { proposal: input } = prepared;
    return this.uow
      .run(async (tx) => {
        // A shared lock: submissions run side by side, but never across an acceptance of the same project.
        const project = await this.projections.findProjectForUpdate(projectId, tx.manager, 'pessimistic_read');
        if (!project) throw projectNotFound();
        if (project.status !== 'open') throw AppError.conflict(ErrorCodes.projectNotOpen, Messages.projectNotOpen);
        if (await this.proposals.exists(project.id, caller.id, tx.manager)) throw alreadyProposed();
        const proposal = await this.proposals.insert(
          { ...input, projectId: project.id, creatorId: caller.id, status: 'submitted' },
          tx.manager,
        );
        const creator = await this.projections.findCreator(caller.id, tx.manager);
        await proposalEvents.submitted(tx, proposal, project, creator?.name || UNNAMED_CREATOR);
        return proposal;
      })
      .catch((error: unknown) => {
        throw isAlreadyProposed(error) ? alreadyProposed() : error;
      });
  }
}

function alreadyProposed(): AppError {
  return AppError.conflict(ErrorCodes.alreadyProposed, Messages.alreadyProposed);
}
