import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents } from '@clipwerk/proto';
import { Messages } from '../../domain/messages';
import { cancelledWhenCompanyLeaves } from '../../domain/party-left';
import { transition } from '../../domain/project-status';
import { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { DeliveryFlow } from '../shared/delivery-flow';

const NO_REVIEW_WINDOW = { reviewDueAt: null, reviewReminderAt: null };

/**
 * A party deleted her account. She is no party to her projects from now on (her preview links stop with it).
 * A creator who leaves stops every timer toward her delivery: no review window approves it, no reminder goes out;
 * the company ends the assignment (waysToEnd). A company that leaves has every project not yet approved cancelled:
 * a paid deposit goes back through payments' cancel handler and a hired creator is told. Her favourites go with her.
 */
@Injectable()
export class LeaveProjectsWhenAccountDeleted implements EventHandler<typeof IdentityEvents.AccountDeleted> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly flow: DeliveryFlow,
  ) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.AccountDeleted>, tx: Transaction): Promise<void> {
    const leftAt = payload.deletedAt ? new Date(payload.deletedAt) : new Date();
    await this.projects.removeFavoritesOf(payload.userId, tx.manager);
    for (const project of await this.projects.findOfPartyForUpdate(payload.userId, tx.manager)) {
      if (project.ownerId === payload.userId) await this.companyLeaves(tx, project, leftAt);
      else await this.creatorLeaves(tx, project, leftAt);
    }
  }

  /** No timer runs toward a project a party left: the review window and its reminders stop. */
  private async creatorLeaves(tx: Transaction, project: ProjectEntity, leftAt: Date): Promise<void> {
    if (project.creatorLeftAt) return;
    await tx.manager.update(ProjectEntity, { id: project.id }, { creatorLeftAt: leftAt, ...NO_REVIEW_WINDOW });
  }

  private async companyLeaves(tx: Transaction, project: ProjectEntity, leftAt: Date): Promise<void> {
    if (project.ownerLeftAt) return;
    await tx.manager.update(ProjectEntity, { id: project.id }, { ownerLeftAt: leftAt, ...NO_REVIEW_WINDOW });
    project.ownerLeftAt = leftAt;
    if (!cancelledWhenCompanyLeaves(project.status)) return;
    await this.flow.walk(tx, project, [transition(project.status, 'cancelled')], {
      cancelReason: Messages.companyLeft,
      leftParty: 'company',
    });
  }
}
