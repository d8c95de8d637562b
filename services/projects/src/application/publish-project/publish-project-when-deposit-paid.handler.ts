import { Injectable } from '@nestjs/common';
import { createLogger, type EventHandler, type ReceivedEvent, type Transaction } from '@clipwerk/kit';
import type { PaymentEvents } from '@clipwerk/proto';
import { canTransition } from '../../domain/project-status';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { projectEvents } from '../shared/project-events';

const log = createLogger('projects');

/** The saga's next step (ARCHITECTURE "Events"): the deposit arrived, so the project opens for proposals. */
@Injectable()
export class PublishProjectWhenDepositPaid implements EventHandler<typeof PaymentEvents.DepositPaid> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.DepositPaid>, tx: Transaction): Promise<void> {
    const project = await this.projects.findByIdForUpdate(payload.projectId, tx.manager);
    if (!project) {
      log.warn({ projectId: payload.projectId }, 'deposit paid for an unknown project');
      return;
    }
    project.depositPaidAt ??= new Date(payload.paidAt || Date.now());
    project.depositPaidCents = Number(payload.amountCents);
    // A draft or a project still waiting opens; any later status (or a cancelled one, which payments refunds)
    // only keeps the fact that the deposit was paid.
    const opens = project.status !== 'draft' && canTransition(project.status, 'open');
    if (opens) {
      project.status = 'open';
      project.publishedAt = new Date();
    }
    const saved = await this.projects.save(project, tx.manager);
    if (opens) await projectEvents.published(tx, saved);
  }
}
