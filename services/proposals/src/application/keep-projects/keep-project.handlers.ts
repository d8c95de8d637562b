import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { ProjectEvents } from '@clipwerk/proto';
import { Messages } from '../../domain/messages';
import { transition } from '../../domain/proposal-status';
import { ProposalRepository } from '../../infrastructure/persistence/proposal.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { proposalEvents } from '../shared/proposal-events';

// The project projection (owner, status, title, budget, deadline): one small handler per projects event.

type Received<K extends keyof typeof ProjectEvents> = ReceivedEvent<(typeof ProjectEvents)[K]>;

@Injectable()
export class KeepProjectWhenProjectCreated implements EventHandler<typeof ProjectEvents.ProjectCreated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'ProjectCreated'>, tx: Transaction): Promise<void> {
    const { projectId: id, ownerId, title, status } = payload;
    await this.projections.applyProject({ id, ownerId, title, status, budgetCents: Number(payload.budgetCents) }, tx.manager);
  }
}

@Injectable()
export class KeepProjectWhenProjectPublished implements EventHandler<typeof ProjectEvents.ProjectPublished> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'ProjectPublished'>, tx: Transaction): Promise<void> {
    const { projectId: id, ownerId, title } = payload;
    await this.projections.applyProject(
      { id, ownerId, title, status: 'open', budgetCents: Number(payload.budgetCents) },
      tx.manager,
    );
  }
}

@Injectable()
export class KeepProjectWhenProjectUpdated implements EventHandler<typeof ProjectEvents.ProjectUpdated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'ProjectUpdated'>, tx: Transaction): Promise<void> {
    const { projectId: id, ownerId, title, status } = payload;
    const deadline = payload.deadline ? new Date(payload.deadline) : null;
    await this.projections.applyProject(
      { id, ownerId, title, status, deadline, budgetCents: Number(payload.budgetCents) },
      tx.manager,
    );
  }
}

@Injectable()
export class KeepProjectWhenCreatorSelected implements EventHandler<typeof ProjectEvents.CreatorSelected> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'CreatorSelected'>, tx: Transaction): Promise<void> {
    await this.projections.applyProject(
      { id: payload.projectId, ownerId: payload.ownerId, status: 'creator_selected' },
      tx.manager,
    );
  }
}

/** A cancelled project takes no more proposals; the open ones are declined, so their creators hear of it. */
@Injectable()
export class RejectProposalsWhenProjectCancelled implements EventHandler<typeof ProjectEvents.ProjectCancelled> {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly proposals: ProposalRepository,
  ) {}

  async handle({ payload }: Received<'ProjectCancelled'>, tx: Transaction): Promise<void> {
    await this.projections.applyProject({ id: payload.projectId, ownerId: payload.ownerId, status: 'cancelled' }, tx.manager);
    const project = await this.projections.findProject(payload.projectId, tx.manager);
    if (!project) return;
    for (const proposal of await this.proposals.submittedOf(project.id, tx.manager)) {
      proposal.status = transition(proposal.status, 'rejected');
      proposal.rejectionReason = Messages.projectCancelled;
      proposal.decidedAt = new Date();
      await this.proposals.save(proposal, tx.manager);
      await proposalEvents.rejected(tx, proposal, project, true);
    }
  }
}

/** The project is done (final payment in): the hired creator's proposal is completed with it. */
@Injectable()
export class CompleteProposalWhenProjectCompleted implements EventHandler<typeof ProjectEvents.ProjectCompleted> {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly proposals: ProposalRepository,
  ) {}

  async handle({ payload }: Received<'ProjectCompleted'>, tx: Transaction): Promise<void> {
    await this.projections.applyProject({ id: payload.projectId, ownerId: payload.ownerId, status: 'completed' }, tx.manager);
    const hired = await this.proposals.acceptedOf(payload.projectId, payload.creatorId, tx.manager);
    if (!hired) return;
    hired.status = transition(hired.status, 'completed');
    await this.proposals.save(hired, tx.manager);
  }
}

/** Projects removed the project after its retention: its proposals are project data and go with it. */
@Injectable()
export class RemoveProposalsWhenProjectPurged implements EventHandler<typeof ProjectEvents.ProjectPurged> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'ProjectPurged'>, tx: Transaction): Promise<void> {
    await this.projections.removeProject(payload.projectId, tx.manager);
  }
}
