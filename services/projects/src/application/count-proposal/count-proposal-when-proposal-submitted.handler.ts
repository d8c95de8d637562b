import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { ProposalEvents } from '@clipwerk/proto';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';

/** A creator proposed: one more proposal on the card, one more name in "interested creators". */
@Injectable()
export class CountProposalWhenProposalSubmitted implements EventHandler<typeof ProposalEvents.ProposalSubmitted> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProposalEvents.ProposalSubmitted>, tx: Transaction): Promise<void> {
    if (!(await this.projects.findById(payload.projectId, tx.manager))) return;
    await this.projects.addInterest(
      {
        projectId: payload.projectId,
        creatorId: payload.creatorId,
        proposalId: payload.proposalId,
        creatorName: payload.creatorName,
      },
      tx.manager,
    );
  }
}
