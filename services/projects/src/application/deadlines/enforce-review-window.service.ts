import { Inject, Injectable } from '@nestjs/common';
import { createLogger, deadlineReminders, reminderDue, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import { autoApprovalReason } from '../../domain/deadlines';
import { DeadlineRepository } from '../../infrastructure/persistence/deadline.repository';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { CLOCK, type Clock } from '../ports/clock';
import { DeliveryFlow } from '../shared/delivery-flow';
import { deliveryEvents } from '../shared/project-events';

const BATCH = 50;

export interface ReviewWindowRunResult {
  reminded: number;
  approved: number;
}

/**
 * The company's review window: reminders half way and a day before its end, and at its end the delivery is
 * approved for her, through the same move and events as her own approval. Each batch is claimed with
 * FOR UPDATE SKIP LOCKED and handled in the transaction that claimed it, so replicas running this at once
 * remind and approve each delivery once. A project held by a dispute is left alone until the hold ends.
 */
@Injectable()
export class EnforceReviewWindowService {
  private readonly log = createLogger('projects.deadlines');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly deadlines: DeadlineRepository,
    private readonly flow: DeliveryFlow,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<ReviewWindowRunResult> {
    const result: ReviewWindowRunResult = { reminded: 0, approved: 0 };
    for (;;) {
      const claimed = await this.uow.run(async (tx) => {
        const now = this.clock.now();
        const due = await this.deadlines.claimDueReviews(now, BATCH, tx.manager);
        for (const project of due) {
          if (project.reviewDueAt && project.reviewDueAt.getTime() <= now.getTime()) {
            await this.flow.approve(tx, project, autoApprovalReason(this.config.reviewWindowMinutes));
            result.approved += 1;
          } else if (await this.remind(tx, project, now)) result.reminded += 1;
        }
        return due.length;
      });
      if (claimed < BATCH) break;
    }
    if (result.reminded + result.approved > 0) this.log.info(result, 'review window run done');
    return result;
  }

  private async remind(tx: Transaction, project: ProjectEntity, now: Date): Promise<boolean> {
    const reminders =
      project.deliveredAt && project.reviewDueAt ? deadlineReminders(project.deliveredAt, project.reviewDueAt) : [];
    const { send, sent, nextAt } = reminderDue(reminders, project.reviewRemindersSent, now);
    await this.deadlines.recordReminder(project.id, sent, nextAt, tx.manager);
    if (send) await deliveryEvents.reviewReminder(tx, project, send.stage);
    return send !== null;
  }
}
