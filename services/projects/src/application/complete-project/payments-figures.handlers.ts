import { Injectable } from '@nestjs/common';
import { createLogger, type EventHandler, type ReceivedEvent, type Transaction } from '@clipwerk/kit';
import type { PaymentEvents } from '@clipwerk/proto';
import { canTransition } from '../../domain/project-status';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { deliveryEvents, projectEvents } from '../shared/project-events';

const log = createLogger('projects');

type Figures = NonNullable<ReceivedEvent<typeof PaymentEvents.FinalPaymentPaid>['payload']['figures']>;

/** Payments computes the money; projects keeps its figures to show them, never its own arithmetic. */
function keepFigures(project: ProjectEntity, figures: Figures | undefined): void {
  if (!figures) return;
  project.contractAmountCents = Number(figures.contractAmountCents);
  project.creatorShareCents = Number(figures.creatorShareCents);
  project.platformFeeCents = Number(figures.platformFeeCents);
}

/** The contract amount is set (creator selected) or changed (both parties confirmed): keep payments' figures. */
@Injectable()
export class KeepFiguresWhenContractAmountSet implements EventHandler<typeof PaymentEvents.ContractAmountSet> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.ContractAmountSet>, tx: Transaction): Promise<void> {
    const project = await this.projects.findByIdForUpdate(payload.projectId, tx.manager);
    if (!project) {
      log.warn({ projectId: payload.projectId }, 'contract amount set for an unknown project');
      return;
    }
    if (project.finalPaymentCompleted) return; // the settled figures stay
    keepFigures(project, payload.figures);
    await this.projects.save(project, tx.manager);
  }
}

/**
 * The final payment is in: an approved project is completed and its content unlocked for download. The money is
 * in whatever the status, so the download unlocks even when the status cannot move (logged for operators).
 */
@Injectable()
export class CompleteProjectWhenFinalPaymentPaid implements EventHandler<typeof PaymentEvents.FinalPaymentPaid> {
  constructor(private readonly projects: ProjectRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.FinalPaymentPaid>, tx: Transaction): Promise<void> {
    const project = await this.projects.findByIdForUpdate(payload.projectId, tx.manager);
    if (!project) {
      log.warn({ projectId: payload.projectId }, 'final payment for an unknown project');
      return;
    }
    if (project.finalPaymentCompleted) return;
    project.finalPaymentCompleted = true;
    keepFigures(project, payload.figures);
    const completes = canTransition(project.status, 'completed');
    if (completes) {
      project.status = 'completed';
      project.completedAt = new Date(payload.paidAt || Date.now());
    } else {
      log.warn({ projectId: project.id, status: project.status }, 'final payment for a project that is not approved');
    }
    const saved = await this.projects.save(project, tx.manager);
    if (!completes) return;
    await projectEvents.updated(tx, saved);
    if (saved.selectedCreatorId) {
      // Counted in this transaction, so it includes the project it completes.
      const totals = await this.projects.creatorTotals(saved.selectedCreatorId, tx.manager);
      const done = totals.find((total) => total.status === 'completed')?.count ?? 0;
      await deliveryEvents.completed(tx, saved, done);
    }
  }
}
