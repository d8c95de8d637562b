import type { Transaction } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import type { LeftParty } from '../../domain/party-left';
import type { DeliverableEntity, DeliverableFileEntity } from '../../infrastructure/persistence/deliverable.entities';
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

  cancelled: (
    tx: Transaction,
    project: ProjectEntity,
    reason: string,
    { deliveryMissed = false, leftParty = null }: { deliveryMissed?: boolean; leftParty?: LeftParty | null } = {},
  ) =>
    tx.publish(ProjectEvents.ProjectCancelled, project.id, {
      projectId: project.id,
      ownerId: project.ownerId,
      reason,
      creatorId: project.selectedCreatorId ?? '',
      deliveryMissed,
      leftParty: leftParty ?? '',
    }),

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

/** The parties every event of the flow after hiring carries. */
const parties = (project: ProjectEntity) => ({
  projectId: project.id,
  ownerId: project.ownerId,
  creatorId: project.selectedCreatorId ?? '',
});

/** The flow after hiring: one event per move, raised in the transaction that makes it. */
export const deliveryEvents = {
  started: (tx: Transaction, project: ProjectEntity) => tx.publish(ProjectEvents.ProjectStarted, project.id, parties(project)),

  deliverableUploaded: (tx: Transaction, project: ProjectEntity, deliverable: DeliverableEntity, file: DeliverableFileEntity) =>
    tx.publish(ProjectEvents.DeliverableUploaded, project.id, {
      ...parties(project),
      deliverableId: deliverable.id,
      fileId: file.id,
      version: file.version,
      title: deliverable.title,
      kind: file.kind,
      mimeType: file.mimeType,
      size: BigInt(file.size),
    }),

  submitted: (tx: Transaction, project: ProjectEntity, deliverableCount: number) =>
    tx.publish(ProjectEvents.DeliverySubmitted, project.id, { ...parties(project), deliverableCount }),

  reviewStarted: (tx: Transaction, project: ProjectEntity) =>
    tx.publish(ProjectEvents.ReviewStarted, project.id, parties(project)),

  deliverableReviewed: (tx: Transaction, project: ProjectEntity, deliverableId: string, reviewType: string, feedback: string) =>
    tx.publish(ProjectEvents.DeliverableReviewed, project.id, { ...parties(project), deliverableId, reviewType, feedback }),

  commentChanged: (
    tx: Transaction,
    project: ProjectEntity,
    deliverableId: string,
    commentId: string,
    change: 'posted' | 'resolved' | 'reopened',
    actorId: string,
  ) =>
    tx.publish(ProjectEvents.DeliverableCommentChanged, project.id, {
      ...parties(project),
      deliverableId,
      commentId,
      change,
      actorId,
    }),

  revisionRequested: (tx: Transaction, project: ProjectEntity, feedback: string) =>
    tx.publish(ProjectEvents.RevisionRequested, project.id, { ...parties(project), feedback, round: project.revisionRounds }),

  completed: (tx: Transaction, project: ProjectEntity, creatorCompletedProjects: number) =>
    tx.publish(ProjectEvents.ProjectCompleted, project.id, { ...parties(project), creatorCompletedProjects }),

  approved: (tx: Transaction, project: ProjectEntity) =>
    tx.publish(ProjectEvents.ProjectApproved, project.id, {
      ...parties(project),
      contractAmountCents: BigInt(project.contractAmountCents ?? 0),
      automatic: project.approvalReason !== null,
      reason: project.approvalReason ?? '',
      approvedAt: project.approvedAt?.toISOString() ?? '',
    }),

  reviewReminder: (tx: Transaction, project: ProjectEntity, stage: string) =>
    tx.publish(ProjectEvents.ReviewReminder, project.id, {
      ...parties(project),
      dueAt: project.reviewDueAt?.toISOString() ?? '',
      stage,
    }),
};
