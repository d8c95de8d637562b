import type { Transaction } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';

/** The one way each project event is raised, so every publisher sends the same facts. */
export const projectEvents = {
  created: (tx: Transaction, project: ProjectEntity, companyName: string) =>
    tx.publish(ProjectEvents.ProjectCreated, project.id, {
      projectId: project.id,
      ownerId: project.ownerId,
      title: project.title,
      budgetCents: BigInt(project.budgetCents),
      status: project.status,
      companyName,
      category: project.category,
    }),

  published: (tx: Transaction, project: ProjectEntity) =>
    tx.publish(ProjectEvents.ProjectPublished, project.id, {
      projectId: project.id,
      ownerId: project.ownerId,
      title: project.title,
      budgetCents: BigInt(project.budgetCents),
    }),

  updated: (tx: Transaction, project: ProjectEntity) =>
    tx.publish(ProjectEvents.ProjectUpdated, project.id, {
      projectId: project.id,
      ownerId: project.ownerId,
      title: project.title,
      budgetCents: BigInt(project.budgetCents),
      status: project.status,
      deadline: project.deadline ? project.deadline.toISOString() : '',
    }),

  cancelled: (tx: Transaction, project: ProjectEntity, reason: string) =>
    tx.publish(ProjectEvents.ProjectCancelled, project.id, { projectId: project.id, ownerId: project.ownerId, reason }),

  creatorSelected: (tx: Transaction, project: ProjectEntity) =>
    tx.publish(ProjectEvents.CreatorSelected, project.id, {
      projectId: project.id,
      ownerId: project.ownerId,
      creatorId: project.selectedCreatorId ?? '',
      proposalId: project.acceptedProposalId ?? '',
      contractAmountCents: BigInt(project.contractAmountCents ?? 0),
      title: project.title,
    }),
};
