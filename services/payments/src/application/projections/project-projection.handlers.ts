import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import { CompanyRepository } from '../../infrastructure/persistence/company.repository';
import { FinalPaymentDeadlineService } from '../final-payment-deadline/final-payment-deadline.service';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { ContractFiguresReader } from '../shared/contract-figures';
import { publishContractAmountSet } from '../shared/final-payment-events';

/** Payments' copy of what it needs of a project; each handler runs in the inbox transaction of its event. */
@Injectable()
export class RecordProjectWhenProjectCreated implements EventHandler<typeof ProjectEvents.ProjectCreated> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof ProjectEvents.ProjectCreated>, tx: Transaction): Promise<void> {
    await this.projects.upsert(
      {
        id: payload.projectId,
        ownerId: payload.ownerId,
        title: payload.title,
        budgetCents: Number(payload.budgetCents),
        status: payload.status,
        at: occurredAt,
      },
      tx.manager,
    );
  }
}

@Injectable()
export class UpdateProjectWhenProjectUpdated implements EventHandler<typeof ProjectEvents.ProjectUpdated> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof ProjectEvents.ProjectUpdated>, tx: Transaction): Promise<void> {
    await this.projects.upsert(
      {
        id: payload.projectId,
        ownerId: payload.ownerId,
        title: payload.title,
        budgetCents: Number(payload.budgetCents),
        status: payload.status,
        at: occurredAt,
      },
      tx.manager,
    );
  }
}

@Injectable()
export class OpenProjectWhenProjectPublished implements EventHandler<typeof ProjectEvents.ProjectPublished> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof ProjectEvents.ProjectPublished>, tx: Transaction): Promise<void> {
    await this.projects.upsert(
      {
        id: payload.projectId,
        ownerId: payload.ownerId,
        title: payload.title,
        budgetCents: Number(payload.budgetCents),
        status: 'open',
        at: occurredAt,
      },
      tx.manager,
    );
  }
}

/**
 * The contract amount (the accepted proposal's price) and who may see the payments besides the owner. The
 * figures that follow from it (the creator's share, the final payment) go out on ContractAmountSet, so projects
 * shows what payments computed.
 */
@Injectable()
export class RecordCreatorWhenCreatorSelected implements EventHandler<typeof ProjectEvents.CreatorSelected> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly figures: ContractFiguresReader,
  ) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.CreatorSelected>, tx: Transaction): Promise<void> {
    await this.projects.selectCreator(payload.projectId, payload.creatorId, Number(payload.contractAmountCents), tx.manager);
    const project = await this.projects.findById(payload.projectId, tx.manager);
    if (!project) return; // selected before payments knew the project: nothing was paid here
    const { figures } = await this.figures.read(project, tx.manager);
    await publishContractAmountSet(tx, project, figures, 'creator_selected');
  }
}

/**
 * The content was approved (by the company, or at the end of her review window): the final payment may be started
 * and is due from then on. A settled project stays completed.
 */
@Injectable()
export class RecordApprovalWhenProjectApproved implements EventHandler<typeof ProjectEvents.ProjectApproved> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly deadline: FinalPaymentDeadlineService,
  ) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof ProjectEvents.ProjectApproved>, tx: Transaction): Promise<void> {
    const project = await this.projects.findByIdForUpdate(payload.projectId, tx.manager);
    if (!project || project.status === 'completed') return;
    await this.projects.setStatus(project.id, 'approved', tx.manager);
    await this.deadline.start(tx, project, payload.approvedAt ? new Date(payload.approvedAt) : occurredAt);
  }
}

/** The creator's first submitted delivery: from then on the company may open a dispute (later ones change nothing). */
@Injectable()
export class RecordSubmissionWhenDeliverySubmitted implements EventHandler<typeof ProjectEvents.DeliverySubmitted> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof ProjectEvents.DeliverySubmitted>, tx: Transaction): Promise<void> {
    await this.projects.recordFirstSubmission(payload.projectId, occurredAt, tx.manager);
  }
}

/** Companies and their registration time, for the launch offer to the first companies. Creators are not kept. */
@Injectable()
export class RecordCompanyWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly companies: CompanyRepository) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    if (payload.role !== 'bedrijf') return;
    await this.companies.recordRegistration(payload.userId, payload.companyName, occurredAt, tx.manager);
  }
}
