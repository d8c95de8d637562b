import type { Transaction } from '@clipwerk/kit';
import { ProposalEvents } from '@clipwerk/proto';
import { deliveryDate } from '../../domain/proposal-rules';
import type { ProposalEntity } from '../../infrastructure/persistence/proposal.entity';
import type { ProjectEntity } from '../../infrastructure/persistence/projections.entities';

/** The one way each proposal event is raised, so every publisher sends the same facts. */
export const proposalEvents = {
  submitted: (tx: Transaction, proposal: ProposalEntity, project: ProjectEntity, creatorName: string) =>
    tx.publish(ProposalEvents.ProposalSubmitted, proposal.id, {
      proposalId: proposal.id,
      projectId: project.id,
      creatorId: proposal.creatorId,
      ownerId: project.ownerId,
      priceCents: BigInt(proposal.priceCents),
      projectTitle: project.title,
      creatorName,
    }),

  accepted: (tx: Transaction, proposal: ProposalEntity, project: ProjectEntity) =>
    tx.publish(ProposalEvents.ProposalAccepted, proposal.id, {
      proposalId: proposal.id,
      projectId: project.id,
      creatorId: proposal.creatorId,
      ownerId: project.ownerId,
      priceCents: BigInt(proposal.priceCents),
      projectTitle: project.title,
      deliveryDueAt: deliveryDate(proposal.createdAt, proposal.deliveryTimeInDays).toISOString(),
    }),

  viewed: (tx: Transaction, proposal: Pick<ProposalEntity, 'id' | 'creatorId'>, project: ProjectEntity) =>
    tx.publish(ProposalEvents.ProposalViewed, proposal.id, {
      proposalId: proposal.id,
      projectId: project.id,
      creatorId: proposal.creatorId,
      ownerId: project.ownerId,
      projectTitle: project.title,
    }),

  rejected: (tx: Transaction, proposal: ProposalEntity, project: ProjectEntity, automatic: boolean) =>
    tx.publish(ProposalEvents.ProposalRejected, proposal.id, {
      proposalId: proposal.id,
      projectId: project.id,
      creatorId: proposal.creatorId,
      reason: proposal.rejectionReason ?? '',
      automatic,
      projectTitle: project.title,
    }),
};
