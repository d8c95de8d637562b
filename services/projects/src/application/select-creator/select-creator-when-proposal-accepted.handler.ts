import { Injectable } from '@nestjs/common';
import { createLogger, type EventHandler, type ReceivedEvent, type Transaction } from '@clipwerk/kit';
import type { ProposalEvents } from '@clipwerk/proto';
import { canTransition, datesOnEntering } from '../../domain/project-status';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { projectEvents } from '../shared/project-events';

const log = createLogger('projects');

/** The owner accepted a proposal: its creator is the project's creator and its price the contract amount. */
@Injectable()
export class SelectCreatorWhenProposalAccepted implements EventHandler<typeof ProposalEvents.ProposalAccepted> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProposalEvents.ProposalAccepted>, tx: Transaction): Promise<void> {
    const project = await this.projects.findByIdForUpdate(payload.projectId, tx.manager);
    if (!project) {
      log.warn({ projectId: payload.projectId }, 'proposal accepted for an unknown project');
      return;
    }
    // Idempotent beyond the inbox too: the same acceptance seen again changes nothing.
    if (project.acceptedProposalId === payload.proposalId) return;
    if (!canTransition(project.status, 'creator_selected')) {
      // Proposals selects one creator per open project; anything else is a race with a cancel, kept for operators.
      log.warn({ projectId: project.id, status: project.status, proposalId: payload.proposalId }, 'acceptance ignored');
      return;
    }
    Object.assign(project, datesOnEntering('creator_selected', project, new Date()));
    project.status = 'creator_selected';
    project.selectedCreatorId = payload.creatorId;
    project.acceptedProposalId = payload.proposalId;
    project.contractAmountCents = Number(payload.priceCents);
    // The date the accepted proposal promised; the assignment's own deadline when the event did not carry one.
    project.deliveryDueAt = payload.deliveryDueAt ? new Date(payload.deliveryDueAt) : project.deadline;
    const saved = await this.projects.save(project, tx.manager);
    await projectEvents.creatorSelected(tx, saved);
  }
}
